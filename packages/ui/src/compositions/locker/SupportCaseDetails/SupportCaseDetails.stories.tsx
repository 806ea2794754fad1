import { failureTextOf } from '@portal/core/client';
import { findSupportCase, getSupportCases, type SupportCase } from '@portal/core/api/commonUi';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { supportCaseDetailsLabelsOf } from '../views/supportCases';
import { supportCaseDetailsOf } from '../views/supportCases';
import { SupportCaseDetails } from './SupportCaseDetails';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';

/** The server's own words for its refusal, in each page language (it answers in the reader's). */
const SUPPORT_UNAVAILABLE: ServerWords = {
  en: 'Support cases are unavailable during maintenance.',
  'ar-AE': 'طلبات الدعم غير متاحة أثناء الصيانة.',
};

const meta = {
  title: 'Locker/SupportCaseDetails',
  component: SupportCaseDetails,
  loaders: [lockerWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof SupportCaseDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finds one seeded case of the sandbox by its CaseID, as the detail page does. */
function loadCase(caseId: string) {
  return sandboxStory({
    as: 'normal',
    load: async ({ client }): Promise<SupportCase | undefined> =>
      findSupportCase(await getSupportCases(client), caseId),
  });
}

/**
 * Case CAS-48134, waiting for the user (Request for Information, attention tone): its number,
 * subject, status and the date it was created.
 */
export const Content: Story = {
  parameters: loadCase('CAS-48134'),
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const supportCase = sandboxData<SupportCase | undefined>(loaded);
    return (
      <SupportCaseDetails
        {...args}
        labels={supportCaseDetailsLabelsOf(t)}
        state={{
          status: 'ready',
          data: supportCase && supportCaseDetailsOf(supportCase, t, storyLocale(globals)),
        }}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getByText('CAS-48134', { exact: true })).toBeVisible();
    await expect(
      canvas.getByText(t('supportCase.status.requestForInformation'), { exact: true }),
    ).toBeVisible();
  },
};

/** While the case loads: placeholders and the loading sentence. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <SupportCaseDetails {...args} labels={supportCaseDetailsLabelsOf(lockerStoryT(loaded))} />
  ),
};

/** No such case: the sentence and the way back to the support centre. */
export const Empty: Story = {
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    return (
      <SupportCaseDetails
        {...args}
        labels={supportCaseDetailsLabelsOf(t)}
        state={{ status: 'ready', data: undefined }}
        emptyAction={
          <a href={`/${storyLocale(globals)}/mylocker/SupportCenter`}>
            {t('supportCase.backToSupport')}
          </a>
        }
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getByText(t('supportCase.notFound'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('supportCase.backToSupport') })).toBeVisible();
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
      <SupportCaseDetails
        {...args}
        labels={supportCaseDetailsLabelsOf(t)}
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
