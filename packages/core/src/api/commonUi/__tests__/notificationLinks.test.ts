import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationHrefOf } from '../notificationLinks';
import type { PortalNotification } from '../portalNotification';

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
