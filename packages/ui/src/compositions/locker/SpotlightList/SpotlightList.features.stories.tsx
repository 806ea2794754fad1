import { getHighlights, type Highlight } from '@portal/core/api/portal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { spotlightListLabelsOf } from '../views/spotlights';
import { lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { SpotlightList } from './SpotlightList';
import { spotlightItemsOf } from '../views/spotlights';

const meta = {
  title: 'Locker/SpotlightList/Features',
  component: SpotlightList,
  loaders: [lockerWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never, onDismiss: fn() },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof SpotlightList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * At 320 px with the first spotlight being dismissed: the cards stack, titles and descriptions
 * wrap, the busy button keeps its place and nothing scrolls sideways.
 */
export const NarrowDismissing: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<Highlight[]> => getHighlights(client, 'dashboardSpotlights'),
  }),
  render: (args, { loaded, globals }) => {
    const items = spotlightItemsOf(sandboxData<Highlight[]>(loaded), storyLocale(globals));
    return (
      <div className="w-[320px]">
        <SpotlightList
          {...args}
          labels={spotlightListLabelsOf(lockerStoryT(loaded))}
          state={{ status: 'ready', data: items }}
          {...(items[0] ? { dismissingId: items[0].id } : {})}
        />
      </div>
    );
  },
  play: async ({ canvasElement, canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(1);
    await expect(canvas.getAllByText(t('locker.spotlights.dismissing')).length).toBeGreaterThan(0);
    const list = canvasElement.querySelector('[data-slot="spotlight-list"]') as HTMLElement;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
