import { failureTextOf } from '@portal/core/client';
import { getNotifications, type PortalNotification } from '@portal/core/api/commonUi';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SANDBOX_STORY_NOW, sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { notificationListLabelsOf } from '../views/notifications';
import { lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { NotificationList } from './NotificationList';
import { notificationGroupsOf } from '../views/notifications';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';

/** The server's own words for its refusal, in each page language (it answers in the reader's). */
const NOTIFICATIONS_UNAVAILABLE: ServerWords = {
  en: 'Notifications are unavailable during maintenance.',
  'ar-AE': 'الإشعارات غير متاحة أثناء الصيانة.',
};

/** The origin the stories' notifications are checked against. */
const ORIGIN = 'https://www.portal.example';

const meta = {
  title: 'Locker/NotificationList',
  component: NotificationList,
  loaders: [lockerWordsLoader],
  args: {
    state: { status: 'loading' },
    labels: {} as never,
    page: 1,
    pageCount: 1,
    onPageChange: fn(),
    onMarkRead: fn(),
  },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo user's first page of notifications from the sandbox, grouped by type in the spec's order:
 * new ones say "New", unread ones offer "Mark as read", each leads to its destination (a payment to
 * the payments list on its transaction), and a second page follows.
 */
export const Content: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<PortalNotification[]> => getNotifications(client),
  }),
  args: { pageCount: 2 },
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const locale = storyLocale(globals);
    return (
      <NotificationList
        {...args}
        labels={notificationListLabelsOf(t)}
        state={{
          status: 'ready',
          data: notificationGroupsOf(sandboxData<PortalNotification[]>(loaded), {
            t,
            locale,
            origin: ORIGIN,
            now: SANDBOX_STORY_NOW,
          }),
        }}
      />
    );
  },
  play: async ({ canvas, args, loaded, globals, userEvent }) => {
    const t = lockerStoryT(loaded);
    const locale = storyLocale(globals);
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('notification.type.payment') }),
    ).toBeVisible();
    const payment = canvas.getAllByRole('link', {
      name: locale === 'en' ? 'Your electricity payment was received' : 'تم استلام دفعة الكهرباء',
    })[0];
    await expect(payment).toHaveAttribute(
      'href',
      `/${locale}/mylocker/payments/list?txncode=TXN-SBX-000042`,
    );
    await expect(canvas.getAllByText(t('notification.new')).length).toBeGreaterThan(0);
    const mark = canvas.getAllByRole('button', {
      name: new RegExp(`^${t('notification.markAsRead')}: `),
    });
    await userEvent.click(mark[0]!);
    await expect(args.onMarkRead).toHaveBeenCalledTimes(1);
    await userEvent.click(
      canvas.getByRole('button', { name: t('locker.pagination.page', { page: 2 }) }),
    );
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** While the page loads: row placeholders and the loading sentence. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <NotificationList {...args} labels={notificationListLabelsOf(lockerStoryT(loaded))} />
  ),
};

/** No notification: the sentence and the next step. */
export const Empty: Story = {
  render: (args, { loaded }) => {
    const t = lockerStoryT(loaded);
    return (
      <NotificationList
        {...args}
        labels={notificationListLabelsOf(t)}
        state={{ status: 'ready', data: [] }}
        emptyAction={<a href="/en/mylocker">{t('notification.backToLocker')}</a>}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getByText(t('notification.empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('notification.backToLocker') })).toBeVisible();
  },
};

/** The list could not be read: the server's message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault, locale }) =>
      getNotifications(
        clientWithFault(faultSaying('503', NOTIFICATIONS_UNAVAILABLE, locale)),
      ).catch((error: unknown) => error),
  }),
  args: { onRetry: fn() } as never,
  render: (args, { loaded }) => {
    const t = lockerStoryT(loaded);
    return (
      <NotificationList
        {...args}
        labels={notificationListLabelsOf(t)}
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
    await expect(
      canvas.getAllByText(NOTIFICATIONS_UNAVAILABLE[storyLocale(globals)])[0],
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.tryAgain') })).toBeVisible();
  },
};
