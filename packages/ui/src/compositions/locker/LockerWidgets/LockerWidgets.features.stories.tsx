import type { LockerWidgetSummary } from '@portal/core';
import { loadLockerWidgets } from '@portal/core/api/commonUi';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SANDBOX_STORY_NOW, sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { lockerWidgetsLabelsOf } from '../views/lockerWidgets';
import { lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { LockerWidgets } from './LockerWidgets';
import { lockerWidgetCardsOf } from '../views/lockerWidgets';

const meta = {
  title: 'Locker/LockerWidgets/Features',
  component: LockerWidgets,
  loaders: [lockerWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof LockerWidgets>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * At 320 px: one card per row, figures wrap under their labels, the KYC warning wraps inside its
 * card, and nothing scrolls sideways.
 */
export const Narrow: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<LockerWidgetSummary[]> =>
      loadLockerWidgets(client, {
        locale: client.options.lang === 'ar' ? 'ar-AE' : 'en',
        now: SANDBOX_STORY_NOW,
      }),
  }),
  render: (args, { loaded, globals }) => (
    <div className="w-[320px]">
      <LockerWidgets
        {...args}
        labels={lockerWidgetsLabelsOf(lockerStoryT(loaded))}
        state={{
          status: 'ready',
          data: lockerWidgetCardsOf(
            sandboxData<LockerWidgetSummary[]>(loaded),
            lockerStoryT(loaded),
            storyLocale(globals),
          ),
        }}
      />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(3);
    const widgets = canvasElement.querySelector('[data-slot="locker-widgets"]') as HTMLElement;
    await expect(widgets.scrollWidth).toBeLessThanOrEqual(widgets.clientWidth);
  },
};
