import { getLockerDocuments, type LockerDocument } from '@portal/core/api/commonUi';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SANDBOX_STORY_NOW, sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { documentListLabelsOf } from '../views/documents';
import { documentGroupsOf } from '../views/documents';
import { lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { DocumentList } from './DocumentList';

const meta = {
  title: 'Locker/DocumentList/Features',
  component: DocumentList,
  loaders: [lockerWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof DocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sandbox's documents at 320 CSS px: long issuers wrap, each tag drops under its document;
 * nothing scrolls sideways.
 */
export const Narrow: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<LockerDocument[]> => getLockerDocuments(client),
  }),
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    return (
      <div className="w-[320px]" data-testid="narrow">
        <DocumentList
          {...args}
          labels={documentListLabelsOf(t)}
          state={{
            status: 'ready',
            data: documentGroupsOf(
              sandboxData<LockerDocument[]>(loaded),
              t,
              storyLocale(globals),
              SANDBOX_STORY_NOW,
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
