import {
  findLockerDocument,
  getLockerDocuments,
  type LockerDocument,
} from '@portal/core/api/commonUi';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SANDBOX_STORY_NOW, sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { documentDetailsLabelsOf } from '../views/documents';
import { documentDetailsOf } from '../views/documents';
import { lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { DocumentDetails } from './DocumentDetails';

const meta = {
  title: 'Locker/DocumentDetails/Features',
  component: DocumentDetails,
  loaders: [lockerWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof DocumentDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Emirates ID (the longest issuer, Federal Authority for Identity and Citizenship) at 320 CSS
 * px: terms sit above their values and the issuer wraps; nothing scrolls sideways.
 */
export const Narrow: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: async ({ client }): Promise<LockerDocument | undefined> =>
      findLockerDocument(await getLockerDocuments(client), ['moi', 'doc-type-1', 'DOC-9000']),
  }),
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const document = sandboxData<LockerDocument | undefined>(loaded);
    return (
      <div className="w-[320px]" data-testid="narrow">
        <DocumentDetails
          {...args}
          labels={documentDetailsLabelsOf(t)}
          state={{
            status: 'ready',
            data:
              document && documentDetailsOf(document, t, storyLocale(globals), SANDBOX_STORY_NOW),
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getByText(t('document.issuer'))).toBeVisible();
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
