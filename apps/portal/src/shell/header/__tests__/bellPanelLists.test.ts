import type { PortalNotification } from '@portal/core/api/commonUi';
import type { Highlight } from '@portal/core/api/portal';
import { describe, expect, it } from 'vitest';
import { bellItemOf, spotlightItemOf } from '../bellPanelLists';

const context = {
  locale: 'en' as const,
  origin: 'https://portal.example',
  now: new Date('2026-11-02T09:30:00+04:00'),
  newTabLabel: 'opens in a new tab',
};

const notification = (overrides: Partial<PortalNotification>): PortalNotification => ({
  id: '1',
  type: 'application',
  title: 'Title',
  message: 'Message',
  actionUrl: undefined,
  date: '2026-11-02T07:30:00+04:00',
  status: 0,
  caseId: undefined,
  txnCode: undefined,
  adgeId: undefined,
  ...overrides,
});

describe('bell panel items', () => {
  it('shows an external notification’s link to another site as one that opens a new tab', () => {
    const booking = bellItemOf(
      notification({ type: 'external', actionUrl: 'https://vaccines.health.example/book' }),
      0,
      'actions',
      context,
    );
    expect(booking).toMatchObject({
      href: 'https://vaccines.health.example/book',
      newTabLabel: 'opens in a new tab',
    });
    const within = bellItemOf(notification({ type: 'support' }), 1, 'actions', context);
    expect(within.href).toBe('/en/mylocker/SupportCenter');
    expect(within).not.toHaveProperty('newTabLabel');
  });

  it('marks actions new by BellStatus 0/1, never payments, and leads payments to their transaction', () => {
    const action = bellItemOf(notification({ status: 1 }), 0, 'actions', context);
    expect(action).toMatchObject({ id: '1', title: 'Title', message: 'Message', isNew: true });
    expect(action.date).toBe('2 hours ago');
    expect(action.href).toBe('/en/mylocker');
    const payment = bellItemOf(
      notification({ type: 'payment', status: 0, txnCode: 'TX-9' }),
      1,
      'actions',
      context,
    );
    expect(payment.isNew).toBe(false);
    expect(payment.href).toContain('txncode=TX-9');
  });

  it('marks activities new by Status 0/1 and shows the message as title when there is none', () => {
    const read = bellItemOf(
      notification({ id: undefined, title: undefined, status: 2 }),
      3,
      'activities',
      context,
    );
    expect(read).toMatchObject({ id: 'activities-3', title: 'Message', isNew: false });
    expect(read.message).toBeUndefined();
  });

  it('never links an external notification whose address is unsafe', () => {
    const item = bellItemOf(
      notification({ type: 'external', actionUrl: 'javascript:alert(1)' }),
      0,
      'actions',
      context,
    );
    expect(item.href).toBeUndefined();
  });

  it('spotlights are new until read and lead to the notifications page', () => {
    const spotlight: Highlight = {
      spotlightId: 's1',
      status: null,
      notificationData: { startDate: null, title: 'New service', desc: 'Try it', tags: [] },
      userInteractionStatus: 'unread',
    };
    expect(spotlightItemOf(spotlight, context)).toEqual({
      id: 's1',
      title: 'New service',
      message: 'Try it',
      href: '/en/mylocker/notifications',
      isNew: true,
    });
    expect(spotlightItemOf({ ...spotlight, userInteractionStatus: 'read' }, context).isNew).toBe(
      false,
    );
  });
});
