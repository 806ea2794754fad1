import { getNotifications, type PortalNotification } from '@portal/core/api/commonUi';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SANDBOX_STORY_NOW, sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { notificationListLabelsOf } from '../views/notifications';
import { lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { NotificationList } from './NotificationList';
import { notificationGroupsOf } from '../views/notifications';

const meta = {
  title: 'Locker/NotificationList/Features',
  component: NotificationList,
  loaders: [lockerWordsLoader],
  args: {
    state: { status: 'loading' },
    labels: {} as never,
    page: 2,
    pageCount: 2,
    onPageChange: fn(),
    onMarkRead: fn(),
  },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The second page at 320 px, one notification being marked as read: titles, messages and the
 * buttons wrap; nothing scrolls sideways; the busy button keeps its place.
 */
export const NarrowMarking: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<PortalNotification[]> => getNotifications(client, { page: 2 }),
  }),
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const groups = notificationGroupsOf(sandboxData<PortalNotification[]>(loaded), {
      t,
      locale: storyLocale(globals),
      origin: 'https://www.portal.example',
      now: SANDBOX_STORY_NOW,
    });
    const marking = groups.flatMap((group) => group.items).find((item) => item.isUnread);
    return (
      <div className="w-[320px]">
        <NotificationList
          {...args}
          labels={notificationListLabelsOf(t)}
          state={{ status: 'ready', data: groups }}
          {...(marking ? { markingId: marking.id } : {})}
        />
      </div>
    );
  },
  play: async ({ canvasElement, canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(
      canvas.getByRole('navigation', { name: t('notification.pagination.label') }),
    ).toBeVisible();
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
