import { loadSpaceRequests, type SpaceRequestsAnswer } from '@portal/core/api/applications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SANDBOX_STORY_NOW, sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { asDemoUser, lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { spaceKindLinksOf, spaceRequestsDataOf, spaceRequestsLabelsOf } from '../views/spaces';
import { SpaceRequests } from './SpaceRequests';

const hrefOf = (spaceCode: string) => `#spaces?spaceCode=${spaceCode}`;

const meta = {
  title: 'Locker/SpaceRequests/Features',
  component: SpaceRequests,
  loaders: [lockerWordsLoader],
  args: {
    state: { status: 'loading' },
    labels: {} as never,
    kinds: [],
    currentKind: 'prop',
  },
} satisfies Meta<typeof SpaceRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

const propertySpaces = sandboxStory({
  as: 'normal',
  load: ({ client }): Promise<SpaceRequestsAnswer> =>
    loadSpaceRequests(asDemoUser(client), { kind: 'property' }),
});

/**
 * The property space at 320 CSS px, with only the most recent requests read: the switch, the
 * figures and the cards wrap, nothing scrolls sideways, and the page says older requests are in
 * the locker.
 */
export const NarrowProperty: Story = {
  parameters: propertySpaces,
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const data = spaceRequestsDataOf(
      sandboxData<SpaceRequestsAnswer>(loaded),
      t,
      storyLocale(globals),
      SANDBOX_STORY_NOW,
    );
    return (
      <div className="w-[320px]" data-testid="narrow">
        <SpaceRequests
          {...args}
          labels={spaceRequestsLabelsOf(t, 'property')}
          kinds={spaceKindLinksOf(t, hrefOf)}
          state={{ status: 'ready', data: { ...data, complete: false } }}
        />
      </div>
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: new RegExp(t('locker.spaceRequests.kind.property')),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(t('locker.spaces.incomplete'))).toBeVisible();
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
