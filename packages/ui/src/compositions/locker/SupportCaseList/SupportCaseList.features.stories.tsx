import { getSupportCases, type SupportCase } from '@portal/core/api/commonUi';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { supportCaseListLabelsOf } from '../views/supportCases';
import { supportCaseItemOf } from '../views/supportCases';
import { SupportCaseList } from './SupportCaseList';

const meta = {
  title: 'Locker/SupportCaseList/Features',
  component: SupportCaseList,
  loaders: [lockerWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof SupportCaseList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sandbox's cases at 320 CSS px: titles wrap and each status tag drops under its case; nothing
 * scrolls sideways.
 */
export const Narrow: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<SupportCase[]> => getSupportCases(client),
  }),
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const locale = storyLocale(globals);
    return (
      <div className="w-[320px]" data-testid="narrow">
        <SupportCaseList
          {...args}
          labels={supportCaseListLabelsOf(t)}
          state={{
            status: 'ready',
            data: sandboxData<SupportCase[]>(loaded).map((item) =>
              supportCaseItemOf(item, t, locale),
            ),
          }}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
