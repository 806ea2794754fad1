import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationDestinationOf, notificationActionUrlOf } from '../notificationDestination';
import {
  isNewActionNotification,
  isNewActivityNotification,
  isNewSpotlight,
  isUnreadNotification,
} from '../notificationNewness';
import { notificationTypeOf } from '../notificationType';

const urlOptions = {
  origin: 'https://www.portal.example',
  allowedOrigins: ['https://services.gov.example'],
};

describe('notificationDestinationOf (spec 000 §2)', () => {
  it.each([
    [
      { type: 'payment', TxnCode: 'TX9' },
      { kind: 'path', path: '/en/mylocker/payments/list?txncode=TX9' },
    ],
    [{ NotificationType: 'Payment' }, { kind: 'path', path: '/en/mylocker/payments/list' }],
    [
      { type: 'support', CaseID: 'C-1' },
      { kind: 'path', path: '/en/mylocker/SupportCenter/Details/C-1' },
    ],
    [
      { type: 'case', CaseID: 12 },
      { kind: 'path', path: '/en/mylocker/SupportCenter/Details/12' },
    ],
    [{ type: 'case' }, { kind: 'path', path: '/en/mylocker/SupportCenter' }],
    [{ type: 'document' }, { kind: 'path', path: '/en/mylocker/MyDocuments' }],
    [{ type: 'documentAuth' }, { kind: 'path', path: '/en/mylocker/MyDocuments' }],
    [{ type: 'application' }, { kind: 'path', path: '/en/mylocker' }],
    [{ type: 'recurringPayment' }, { kind: 'path', path: '/my-utilities/manage-autopay' }],
    [{ type: 'spotlight' }, { kind: 'spotlights' }],
  ])('%j → %j', (notification, destination) => {
    expect(notificationDestinationOf(notification, 'en', urlOptions)).toEqual(destination);
  });

  it('opens external links in the user’s language, then URL, after the safeUrl check', () => {
    const external = {
      type: 'external',
      ActionURL_EN: 'https://services.gov.example/en',
      ActionURL_AR: 'https://services.gov.example/ar',
      URL: '/fallback',
    };
    expect(notificationDestinationOf(external, 'en', urlOptions)).toEqual({
      kind: 'url',
      url: new URL('https://services.gov.example/en'),
    });
    expect(notificationDestinationOf(external, 'ar-AE', urlOptions)).toEqual({
      kind: 'url',
      url: new URL('https://services.gov.example/ar'),
    });
    expect(
      notificationDestinationOf({ type: 'external', URL: '/en/spaces' }, 'ar-AE', urlOptions),
    ).toEqual({
      kind: 'url',
      url: new URL('https://www.portal.example/en/spaces'),
    });
    expect(
      notificationActionUrlOf(
        { ActionURL_EN: 'https://services.gov.example/en', ActionURL_AR: ' ' },
        'ar-AE',
      ),
    ).toBe('https://services.gov.example/en');
  });

  it.each([
    [{ type: 'external', ActionURL_EN: 'javascript:alert(1)' }, 'scheme-not-allowed'],
    [{ type: 'unknownType', ActionURL_EN: 'https://other.example/' }, 'origin-not-allowed'],
    [{ type: 'external', ActionURL_EN: 'http://other.example/' }, 'scheme-not-allowed'],
    [{ type: 'external', ActionURL_EN: 'https://user@other.example/' }, 'credentials'],
    [{ type: 'external', URL: '/\\evil.example' }, 'backslash'],
    [{ type: 'external' }, 'no-destination'],
    [{ type: 'unknownType', URL: '//evil.example' }, 'protocol-relative'],
    [null, 'no-destination'],
  ])('refuses %j (%s)', (notification, reason) => {
    expect(notificationDestinationOf(notification, 'en', urlOptions)).toEqual({
      kind: 'none',
      reason,
    });
  });

  it('shows an external notification’s https link to another site as leaving the portal', () => {
    expect(
      notificationDestinationOf(
        { type: 'external', ActionURL_EN: 'https://vaccines.health.example/book?x=1' },
        'en',
        urlOptions,
      ),
    ).toEqual({ kind: 'external', url: new URL('https://vaccines.health.example/book?x=1') });
  });

  it('never leads to a URL whose origin is not allowed, whatever the record', () => {
    const allowed = new Set([urlOptions.origin, ...urlOptions.allowedOrigins]);
    const url = fc.oneof(
      fc.webUrl(),
      fc.string(),
      fc.constantFrom('javascript:x', '//evil.example', 'https://services.gov.example/a'),
    );
    fc.assert(
      fc.property(
        fc.record({
          type: fc.constantFrom('external', 'payment', 'other', undefined),
          ActionURL_EN: url,
          ActionURL_AR: url,
          URL: url,
        }),
        fc.constantFrom('en', 'ar-AE' as const),
        (notification, locale) => {
          const destination = notificationDestinationOf(notification, locale, urlOptions);
          if (destination.kind === 'url') expect(allowed.has(destination.url.origin)).toBe(true);
          // Another site only for an external notification, and only over https with no credentials.
          if (destination.kind === 'external') {
            expect(notification.type).toBe('external');
            expect(destination.url.protocol).toBe('https:');
            expect(destination.url.username + destination.url.password).toBe('');
            expect(allowed.has(destination.url.origin)).toBe(false);
          }
        },
      ),
    );
  });
});

describe('notificationTypeOf', () => {
  it('reads type or NotificationType, ignoring case', () => {
    expect(notificationTypeOf({ type: 'DOCUMENTAUTH' })).toBe('documentAuth');
    expect(notificationTypeOf({ NotificationType: 'external' })).toBe('external');
    expect(notificationTypeOf({ type: 'toString' })).toBeUndefined();
    expect(notificationTypeOf('payment')).toBeUndefined();
  });
});

describe('"is new" rules (spec 001 §4)', () => {
  it.each([
    [{ BellStatus: 0, type: 'application' }, true],
    [{ BellStatus: '1' }, true],
    [{ BellStatus: 2 }, false],
    [{ BellStatus: 0, type: 'payment' }, false],
    [{ BellStatus: 1, NotificationType: 'Payment' }, false],
    [{}, false],
  ])('action %j is new: %s', (notification, isNew) => {
    expect(isNewActionNotification(notification)).toBe(isNew);
  });

  it.each([
    [{ BellStatus: 0, type: 'payment' }, true],
    [{ BellStatus: '1', type: 'application' }, true],
    [{ BellStatus: 2, type: 'application' }, false],
    [{ Status: 1 }, true],
    [{ Status: 2 }, false],
    [{ BellStatus: null }, false],
    [{}, false],
  ])('%j is unread: %s', (notification, unread) => {
    expect(isUnreadNotification(notification)).toBe(unread);
  });

  it('every new action notification is unread (a payment may be unread without being new)', () => {
    fc.assert(
      fc.property(
        fc.record({
          BellStatus: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constant(null)),
          type: fc.constantFrom('payment', 'application', 'case', 'external', 'other'),
        }),
        (notification) => {
          if (isNewActionNotification(notification)) {
            expect(isUnreadNotification(notification)).toBe(true);
          }
        },
      ),
    );
  });

  it.each([
    [{ Status: 0 }, true],
    [{ Status: 1 }, true],
    [{ Status: 2 }, false],
    [{ Status: null }, false],
  ])('activity %j is new: %s', (notification, isNew) => {
    expect(isNewActivityNotification(notification)).toBe(isNew);
  });

  it.each([
    [{}, true],
    [{ userInteractionStatus: 'unread' }, true],
    [{ userInteractionStatus: 'Read' }, false],
    [{ userInteractionStatus: 'dismissed' }, false],
  ])('spotlight %j is new: %s', (notification, isNew) => {
    expect(isNewSpotlight(notification)).toBe(isNew);
  });
});
