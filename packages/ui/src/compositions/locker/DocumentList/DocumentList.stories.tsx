import { failureTextOf } from '@portal/core/client';
import { getLockerDocuments, type LockerDocument } from '@portal/core/api/commonUi';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SANDBOX_STORY_NOW, sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { documentListLabelsOf } from '../views/documents';
import { documentGroupsOf } from '../views/documents';
import { lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { DocumentList } from './DocumentList';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';

/** The server's own words for its refusal, in each page language (it answers in the reader's). */
const DOCUMENTS_UNAVAILABLE: ServerWords = {
  en: 'Documents are unavailable during maintenance.',
  'ar-AE': 'المستندات غير متاحة أثناء الصيانة.',
};

const meta = {
  title: 'Locker/DocumentList',
  component: DocumentList,
  loaders: [lockerWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof DocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo user's documents, read through the documents widget of the sandbox. */
const loadDocuments = sandboxStory({
  as: 'normal',
  load: ({ client }): Promise<LockerDocument[]> => getLockerDocuments(client),
});

/**
 * The sandbox's documents grouped by expiry month, soonest first: two long and recently expired
 * (marked "Expired"), two expiring this month, later months, a passport valid beyond the window, and
 * the family book without an expiry date last. Each title opens its detail.
 */
export const Content: Story = {
  parameters: loadDocuments,
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    return (
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
    );
  },
  play: async ({ canvas, loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const locale = storyLocale(globals);
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings).toHaveLength(7);
    await expect(headings.at(-1)).toHaveTextContent(t('document.noExpiryGroup'));
    const first = canvas.getAllByRole('link')[0];
    await expect(first).toHaveAttribute(
      'href',
      `/${locale}/mylocker/MyDocuments/details/moi/doc-type-1/DOC-9000`,
    );
    await expect(canvas.getAllByText(t('document.expired'), { exact: true })).toHaveLength(2);
    await expect(
      canvas.getAllByText(t('document.expiringSoon'), { exact: true }).length,
    ).toBeGreaterThan(0);
  },
};

/** While the documents load: row placeholders and the loading sentence. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <DocumentList {...args} labels={documentListLabelsOf(lockerStoryT(loaded))} />
  ),
};

/** No document: the sentence and the next step. */
export const Empty: Story = {
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    return (
      <DocumentList
        {...args}
        labels={documentListLabelsOf(t)}
        state={{ status: 'ready', data: [] }}
        emptyAction={<a href={`/${storyLocale(globals)}/mylocker`}>{t('locker.backToLocker')}</a>}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getByText(t('document.empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('locker.backToLocker') })).toBeVisible();
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
      <DocumentList
        {...args}
        labels={documentListLabelsOf(t)}
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
