import { failureTextOf } from '@portal/core/client';
import { getSupportCases, type SupportCase } from '@portal/core/api/commonUi';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { supportCaseListLabelsOf } from '../views/supportCases';
import { supportCaseItemOf } from '../views/supportCases';
import { SupportCaseList } from './SupportCaseList';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';

/** The server's own words for its refusal, in each page language (it answers in the reader's). */
const SUPPORT_UNAVAILABLE: ServerWords = {
  en: 'Support cases are unavailable during maintenance.',
  'ar-AE': 'طلبات الدعم غير متاحة أثناء الصيانة.',
};

const meta = {
  title: 'Locker/SupportCaseList',
  component: SupportCaseList,
  loaders: [lockerWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof SupportCaseList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sandbox's support cases, one in every status of spec 000 §4, newest first: each title opens
 * the case, with its number, the date it was created and its status label as a tag (Request for
 * Information in the attention tone, Request Resolved in the success tone).
 */
export const Content: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<SupportCase[]> => getSupportCases(client),
  }),
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const locale = storyLocale(globals);
    return (
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
    );
  },
  play: async ({ canvas, loaded, globals }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    for (const key of [
      'supportCase.status.requestReceived',
      'supportCase.status.underReview',
      'supportCase.status.inProgress',
      'supportCase.status.requestResolved',
      'supportCase.status.requestClosed',
    ])
      await expect(canvas.getByText(t(key), { exact: true })).toBeVisible();
    await expect(
      canvas.getAllByText(t('supportCase.status.requestForInformation'), { exact: true }),
    ).toHaveLength(2);
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/${storyLocale(globals)}/mylocker/SupportCenter/Details/CAS-48120`,
    );
  },
};

/** While the cases load: row placeholders and the loading sentence. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <SupportCaseList {...args} labels={supportCaseListLabelsOf(lockerStoryT(loaded))} />
  ),
};

/** No case: the sentence and the next step. */
export const Empty: Story = {
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    return (
      <SupportCaseList
        {...args}
        labels={supportCaseListLabelsOf(t)}
        state={{ status: 'ready', data: [] }}
        emptyAction={<a href={`/${storyLocale(globals)}/mylocker`}>{t('locker.backToLocker')}</a>}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getByText(t('supportCase.empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('locker.backToLocker') })).toBeVisible();
  },
};

/** The cases could not be read: the server's message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault, locale }) =>
      getSupportCases(clientWithFault(faultSaying('503', SUPPORT_UNAVAILABLE, locale))).catch(
        (error: unknown) => error,
      ),
  }),
  args: { onRetry: fn() } as never,
  render: (args, { loaded }) => {
    const t = lockerStoryT(loaded);
    return (
      <SupportCaseList
        {...args}
        labels={supportCaseListLabelsOf(t)}
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
    await expect(canvas.getAllByText(SUPPORT_UNAVAILABLE[storyLocale(globals)])[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.tryAgain') })).toBeVisible();
  },
};
