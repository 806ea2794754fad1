import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationHrefOf, notificationLinkOf } from '../notificationLinks';
import type { PortalNotification, PortalNotificationType } from '../portalNotification';

const origin = 'https://www.portal.example';

function notification(change: Partial<PortalNotification>): PortalNotification {
  return {
    id: 'N-1',
    type: 'application',
    title: 'Title',
    message: undefined,
    actionUrl: undefined,
    date: undefined,
    status: 0,
    caseId: undefined,
    txnCode: undefined,
    adgeId: undefined,
    ...change,
  };
}

describe('notificationHrefOf', () => {
  it.each([
    [{ type: 'payment', txnCode: 'TXN-1' }, 'en', '/en/mylocker/payments/list?txncode=TXN-1'],
    [{ type: 'case', caseId: 'CAS-9' }, 'ar-AE', '/ar-AE/mylocker/SupportCenter/Details/CAS-9'],
    [{ type: 'support' }, 'en', '/en/mylocker/SupportCenter'],
    [{ type: 'document' }, 'en', '/en/mylocker/MyDocuments'],
    [{ type: 'application' }, 'ar-AE', '/ar-AE/mylocker'],
    [{ type: 'recurringPayment' }, 'en', '/my-utilities/manage-autopay'],
    [
      { type: 'external', actionUrl: '/en/services/health?x=1#top' },
      'en',
      '/en/services/health?x=1#top',
    ],
    [{ type: 'external', actionUrl: 'https://evil.example/phish' }, 'en', undefined],
    [{ type: 'external', actionUrl: 'javascript:alert(1)' }, 'en', undefined],
    [{ type: 'external' }, 'en', undefined],
    [{ type: 'spotlight' }, 'en', undefined],
  ] as const)('%j in %s → %s', (change, locale, href) => {
    expect(notificationHrefOf(notification(change), { locale, origin })).toBe(href);
  });

  it('a spotlight leads where the caller says, an allowed origin keeps its whole URL', () => {
    expect(
      notificationHrefOf(notification({ type: 'spotlight' }), {
        locale: 'en',
        origin,
        spotlightsHref: '/en/mylocker/notifications',
      }),
    ).toBe('/en/mylocker/notifications');
    expect(
      notificationHrefOf(
        notification({ type: 'external', actionUrl: 'https://services.gov.example/book' }),
        { locale: 'en', origin, allowedOrigins: ['https://services.gov.example'] },
      ),
    ).toBe('https://services.gov.example/book');
  });

  it('never leads off the portal to an origin that is not allowed, whatever the URL', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (actionUrl) => {
        const href = notificationHrefOf(notification({ type: 'external', actionUrl }), {
          locale: 'en',
          origin,
        });
        if (href !== undefined) expect(new URL(href, origin).origin).toBe(origin);
      }),
    );
  });
});

describe('notificationLinkOf', () => {
  it('marks an external notification’s link to another site as leaving the portal', () => {
    const booking = notification({
      type: 'external',
      actionUrl: 'https://vaccines.health.example/book',
    });
    expect(notificationLinkOf(booking, { locale: 'en', origin })).toEqual({
      href: 'https://vaccines.health.example/book',
      leavesPortal: true,
    });
    // The address-only reader still never leads off the portal to a site not allowed.
    expect(notificationHrefOf(booking, { locale: 'en', origin })).toBeUndefined();
  });

  it('keeps a portal path or an allowed site within the portal’s links', () => {
    expect(notificationLinkOf(notification({ type: 'support' }), { locale: 'en', origin })).toEqual(
      {
        href: '/en/mylocker/SupportCenter',
        leavesPortal: false,
      },
    );
    expect(
      notificationLinkOf(
        notification({ type: 'external', actionUrl: 'https://services.gov.example/a' }),
        {
          locale: 'en',
          origin,
          allowedOrigins: ['https://services.gov.example'],
        },
      ),
    ).toEqual({ href: 'https://services.gov.example/a', leavesPortal: false });
  });

  it('leaves the portal only by https, and only for what notificationHrefOf refuses', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl(), fc.string()),
        fc.constantFrom<PortalNotificationType>('external', 'unknown', 'support'),
        (actionUrl, type) => {
          const context = { locale: 'en' as const, origin };
          const link = notificationLinkOf(notification({ type, actionUrl }), context);
          const href = notificationHrefOf(notification({ type, actionUrl }), context);
          if (link?.leavesPortal) {
            expect(type).toBe('external');
            expect(new URL(link.href).protocol).toBe('https:');
            expect(href).toBeUndefined();
          } else {
            expect(link?.href).toBe(href);
          }
        },
      ),
    );
  });
});
