import { failureTextOf } from '@portal/core/client';
import type { LockerWidgetSummary } from '@portal/core';
import { loadLockerWidgets } from '@portal/core/api/commonUi';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { SANDBOX_STORY_NOW, sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { lockerWidgetsLabelsOf } from '../views/lockerWidgets';
import { lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { LockerWidgets } from './LockerWidgets';
import { lockerWidgetCardsOf } from '../views/lockerWidgets';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';

/** The server's own words for its refusal, in each page language (it answers in the reader's). */
const LOCKER_UNAVAILABLE: ServerWords = {
  en: 'Your locker is unavailable during maintenance.',
  'ar-AE': 'خزانتك غير متاحة أثناء الصيانة.',
};

const meta = {
  title: 'Locker/LockerWidgets',
  component: LockerWidgets,
  loaders: [lockerWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof LockerWidgets>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo user's widgets from the sandbox in their order: applications, payments due with the total
 * in dirhams, documents, the next appointment, unread spotlights and the toll wallet, which warns
 * because one wallet's KYC expired.
 */
export const Content: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<LockerWidgetSummary[]> =>
      loadLockerWidgets(client, {
        locale: client.options.lang === 'ar' ? 'ar-AE' : 'en',
        now: SANDBOX_STORY_NOW,
      }),
  }),
  render: (args, { loaded, globals }) => (
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
  ),
  play: async ({ canvas, loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const locale = storyLocale(globals);
    const wallet = locale === 'en' ? 'Toll wallet' : 'محفظة رسوم الطرق';
    await expect(canvas.getByRole('heading', { level: 3, name: wallet })).toBeVisible();
    await expect(canvas.getByText(t('locker.widgets.kycExpired'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('locker.widgets.openFor', { title: wallet }) }),
    ).toHaveAttribute('href', `/${locale}/my-utilities/toll-wallet`);
    await expect(
      canvas.getAllByText(t('locker.widgets.figure.payments.amountDue'), { exact: true })[0],
    ).toBeVisible();
  },
};

/** While the widgets load: card placeholders and the loading sentence. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <LockerWidgets {...args} labels={lockerWidgetsLabelsOf(lockerStoryT(loaded))} />
  ),
};

/** No widget to show: the sentence says how the summary fills. */
export const Empty: Story = {
  render: (args, { loaded }) => (
    <LockerWidgets
      {...args}
      labels={lockerWidgetsLabelsOf(lockerStoryT(loaded))}
      state={{ status: 'ready', data: [] }}
    />
  ),
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByText(lockerStoryT(loaded)('locker.widgets.empty'))).toBeVisible();
  },
};

/** The widget list failed: its message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault, locale }) =>
      loadLockerWidgets(clientWithFault(faultSaying('503', LOCKER_UNAVAILABLE, locale)), {
        locale: 'en',
        now: SANDBOX_STORY_NOW,
      }).catch((error: unknown) => error),
  }),
  render: (args, { loaded }) => {
    const t = lockerStoryT(loaded);
    return (
      <LockerWidgets
        {...args}
        labels={lockerWidgetsLabelsOf(t)}
        state={{
          status: 'error',
          message: failureTextOf(sandboxData(loaded), t('something.wentWrong')),
          onRetry: fn(),
        }}
      />
    );
  },
  play: async ({ canvas, loaded, globals }) => {
    await waitFor(() =>
      expect(canvas.getAllByText(LOCKER_UNAVAILABLE[storyLocale(globals)])[0]).toBeVisible(),
    );
    await expect(
      canvas.getByRole('button', { name: lockerStoryT(loaded)('common.tryAgain') }),
    ).toBeVisible();
  },
};
