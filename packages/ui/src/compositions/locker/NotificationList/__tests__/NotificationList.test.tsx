import type { PortalNotification } from '@portal/core/api/commonUi';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { NotificationList, type NotificationListLabels } from '../NotificationList';
import { notificationGroupsOf } from '../../views/notifications';

const labels: NotificationListLabels = {
  loading: 'Loading your notifications',
  empty: 'You have no notifications.',
  retry: 'Try again',
  retrying: 'Trying again',
  new: 'New',
  markAsRead: 'Mark as read',
  markAsReadFor: (title) => `Mark as read: ${title}`,
  marking: 'Marking as read',
  pagination: { label: 'Pages', previous: 'Previous', next: 'Next', page: (n) => `Page ${n}` },
};

const t = (key: string) => `words ${key}`;
const now = new Date('2026-11-02T09:30:00+04:00');
const origin = 'https://www.portal.example';

function notification(change: Partial<PortalNotification>): PortalNotification {
  return {
    id: 'N-1',
    type: 'application',
    title: 'Title',
    message: undefined,
    actionUrl: undefined,
    date: '2026-11-02T07:30:00+04:00',
    status: 0,
    caseId: undefined,
    txnCode: undefined,
    adgeId: undefined,
    ...change,
  };
}

const NOTIFICATIONS = [
  notification({
    id: 'E',
    type: 'external',
    title: 'Book your vaccination',
    actionUrl: 'https://vaccines.health.example/book',
  }),
  notification({ id: 'J', type: 'external', title: 'Script', actionUrl: 'javascript:alert(1)' }),
  notification({ id: 'P', type: 'payment', title: 'Bill ready', txnCode: 'TX1', status: 1 }),
  notification({ id: 'A', type: 'application', title: 'Licence renewal', status: 2 }),
  notification({ id: 'B', type: 'payment', title: 'Bill paid', status: 2 }),
];

describe('notificationGroupsOf', () => {
  it('groups in the spec’s order of types, keeping the server’s order inside a group', () => {
    const groups = notificationGroupsOf(NOTIFICATIONS, { t, locale: 'en', origin, now });
    expect(groups.map((group) => group.key)).toEqual(['application', 'payment', 'external']);
    expect(groups[1]?.items.map((item) => item.id)).toEqual(['P', 'B']);
    expect(groups[1]?.title).toBe('words notification.type.payment');
  });

  it('takes every decision from core: destination checked, new, unread, relative date', () => {
    const [application, payment, external] = notificationGroupsOf(NOTIFICATIONS, {
      t,
      locale: 'en',
      origin,
      now,
    });
    const bill = payment?.items[0];
    expect(bill).toMatchObject({
      href: '/en/mylocker/payments/list?txncode=TX1',
      // A payment is never "new" (spec 001 §4) but is unread, so it can be marked as read.
      isNew: false,
      isUnread: true,
      date: '2 hours ago',
    });
    expect(application?.items[0]).toMatchObject({ isNew: false, isUnread: false });
    // Another site is a link that says it opens a new tab (issue Q); a script is no link at all.
    expect(external?.items[0]).toMatchObject({
      href: 'https://vaccines.health.example/book',
      newTabLabel: 'words appointment.opensInNewTab',
    });
    expect(external?.items[1]?.href).toBeUndefined();
    expect(bill).not.toHaveProperty('newTabLabel');
  });
});

describe('NotificationList', () => {
  it('a new notification says so in words; an unread one offers mark as read, named', async () => {
    const onMarkRead = vi.fn();
    await render(
      <NotificationList
        labels={labels}
        page={1}
        pageCount={1}
        onPageChange={() => undefined}
        onMarkRead={onMarkRead}
        state={{
          status: 'ready',
          data: [
            {
              key: 'application',
              title: 'Applications',
              items: [
                {
                  id: 'A',
                  title: 'Licence renewal',
                  href: '/en/mylocker',
                  isNew: true,
                  isUnread: true,
                },
                { id: 'B', title: 'Licence issued', isNew: false, isUnread: false },
              ],
            },
          ],
        }}
      />,
    );
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Applications' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Licence renewal' }))
      .toHaveAttribute('href', '/en/mylocker');
    await expect.element(page.getByText('New', { exact: true })).toBeVisible();
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'Licence issued' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Licence issued' }))
      .not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Mark as read: Licence renewal' }));
    expect(onMarkRead).toHaveBeenCalledWith(expect.objectContaining({ id: 'A' }));
    expect(page.getByRole('button', { name: /Licence issued/ }).elements()).toHaveLength(0);
  });

  it('loading, error with retry and empty are each their own state', async () => {
    const onRetry = vi.fn();
    const props = { labels, page: 1, pageCount: 1, onPageChange: () => undefined };
    const { rerender } = await render(
      <NotificationList {...props} state={{ status: 'loading' }} />,
    );
    await expect.element(page.getByText(labels.loading)).toBeInTheDocument();
    await rerender(
      <NotificationList
        {...props}
        state={{ status: 'error', message: 'Down for maintenance', onRetry }}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: labels.retry }));
    expect(onRetry).toHaveBeenCalled();
    await rerender(<NotificationList {...props} state={{ status: 'ready', data: [] }} />);
    await expect.element(page.getByText(labels.empty)).toBeVisible();
  });

  it('draws a notification that leads to another site as a link opening a new tab, said in words', async () => {
    await render(
      <NotificationList
        labels={labels}
        page={1}
        pageCount={1}
        onPageChange={() => undefined}
        onMarkRead={() => undefined}
        renderLink={({ href, className, children }) => (
          <a href={href} className={className} data-router="true">
            {children}
          </a>
        )}
        state={{
          status: 'ready',
          data: [
            {
              key: 'external',
              title: 'Other',
              items: [
                {
                  id: 'E',
                  title: 'Book your vaccination',
                  href: 'https://vaccines.health.example/book',
                  newTabLabel: 'opens in a new tab',
                  isNew: false,
                  isUnread: false,
                },
              ],
            },
          ],
        }}
      />,
    );
    const link = page.getByRole('link', { name: 'Book your vaccination (opens in a new tab)' });
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Not the router's link: another site is never followed as one of the portal's pages.
    expect(link.element().hasAttribute('data-router')).toBe(false);
  });
});
