import { failureTextOf } from '@portal/core/client';
import {
  findLockerDocument,
  getLockerDocuments,
  type LockerDocument,
} from '@portal/core/api/commonUi';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SANDBOX_STORY_NOW, sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { documentDetailsLabelsOf } from '../views/documents';
import { documentDetailsOf } from '../views/documents';
import { lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { DocumentDetails } from './DocumentDetails';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';

/** The server's own words for its refusal, in each page language (it answers in the reader's). */
const DOCUMENTS_UNAVAILABLE: ServerWords = {
  en: 'Documents are unavailable during maintenance.',
  'ar-AE': 'المستندات غير متاحة أثناء الصيانة.',
};

const meta = {
  title: 'Locker/DocumentDetails',
  component: DocumentDetails,
  loaders: [lockerWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof DocumentDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finds one seeded document of the sandbox by its path parts, as the detail page does. */
function loadDocument(path: readonly [string, string, string]) {
  return sandboxStory({
    as: 'normal',
    load: async ({ client }): Promise<LockerDocument | undefined> =>
      findLockerDocument(await getLockerDocuments(client), path),
  });
}

/**
 * The driving licence (moi/doc-type-2/DOC-9013), expired 45 days ago: "Expired" as a tag, then the
 * issuer, number and both dates (dd MMMM yyyy, Arabic months in Arabic).
 */
export const Content: Story = {
  parameters: loadDocument(['moi', 'doc-type-2', 'DOC-9013']),
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const document = sandboxData<LockerDocument | undefined>(loaded);
    return (
      <DocumentDetails
        {...args}
        labels={documentDetailsLabelsOf(t)}
        state={{
          status: 'ready',
          data: document && documentDetailsOf(document, t, storyLocale(globals), SANDBOX_STORY_NOW),
        }}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getByText(t('document.expired'), { exact: true })).toBeVisible();
    await expect(canvas.getByText('DOC-9013', { exact: true })).toBeVisible();
    await expect(canvas.getByText(t('document.issueDate'))).toBeVisible();
  },
};

/** The family book, which never expires: "Valid", and "Does not expire" as its expiry date. */
export const NoExpiry: Story = {
  parameters: loadDocument(['moi', 'doc-type-8', 'DOC-9091']),
  render: Content.render,
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getByText(t('document.valid'), { exact: true })).toBeVisible();
    await expect(canvas.getByText(t('document.noExpiry'))).toBeVisible();
  },
};

/** While the document loads: placeholders and the loading sentence. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <DocumentDetails {...args} labels={documentDetailsLabelsOf(lockerStoryT(loaded))} />
  ),
};

/** No such document in the locker: the sentence and the way back to My documents. */
export const Empty: Story = {
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    return (
      <DocumentDetails
        {...args}
        labels={documentDetailsLabelsOf(t)}
        state={{ status: 'ready', data: undefined }}
        emptyAction={
          <a href={`/${storyLocale(globals)}/mylocker/MyDocuments`}>
            {t('document.backToDocuments')}
          </a>
        }
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getByText(t('document.notFound'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('document.backToDocuments') })).toBeVisible();
  },
};

/** The documents could not be read: the server's message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault, locale }) =>
      getLockerDocuments(clientWithFault(faultSaying('503', DOCUMENTS_UNAVAILABLE, locale))).catch(
        (error: unknown) => error,
      ),
  }),
  args: { onRetry: fn() } as never,
  render: (args, { loaded }) => {
    const t = lockerStoryT(loaded);
    return (
      <DocumentDetails
        {...args}
        labels={documentDetailsLabelsOf(t)}
        state={{
          status: 'error',
          message: failureTextOf(sandboxData(loaded), t('something.wentWrong')),
          onRetry: (args as unknown as { onRetry: () => void }).onRetry,
        }}
      />
    );
  },
  play: async ({ canvas, loaded, globals }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getAllByText(DOCUMENTS_UNAVAILABLE[storyLocale(globals)])[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.tryAgain') })).toBeVisible();
  },
};
