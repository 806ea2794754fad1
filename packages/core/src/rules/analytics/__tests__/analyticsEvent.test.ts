import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { LOCKER_ANALYTICS_EVENTS } from '../../applications/lockerAnalyticsEvent';
import {
  ANALYTICS_LOCKER_STATUSES,
  analyticsBatchSchema,
  analyticsLinkOf,
  analyticsRecordOf,
  analyticsRecordSchema,
  type AnalyticsContext,
  type AnalyticsInput,
} from '../analyticsEvent';
import { analyticsConsentGiven } from '../analyticsConsent';

const SITE = 'https://www.portal.example';
const context: AnalyticsContext = {
  page: `${SITE}/en/`,
  siteOrigin: SITE,
  lang: 'en',
  now: new Date('2026-11-29T08:30:15.250Z'),
};

describe('analyticsLinkOf', () => {
  it('keeps route words and locales, and drops query strings, fragments and user names', () => {
    expect(analyticsLinkOf('/en/about-us?ref=x#top', SITE)).toBe('/en/about-us');
    expect(analyticsLinkOf(`${SITE}/ar-AE/search-results?q=Fatima`, SITE)).toBe(
      '/ar-AE/search-results',
    );
    expect(analyticsLinkOf('https://user:pw@apps.example/store/app?id=7', SITE)).toBe(
      'https://apps.example/store/app',
    );
    expect(analyticsLinkOf('/en/', SITE)).toBe('/en/');
  });

  it('withholds segments that are not route words: numbers, references, emails, names', () => {
    expect(analyticsLinkOf('/en/locker/applications/APP-2026-00123', SITE)).toBe(
      '/en/locker/applications/*',
    );
    expect(analyticsLinkOf('/en/bills/20456789012', SITE)).toBe('/en/bills/*');
    expect(analyticsLinkOf('/en/u/someone@mail.example', SITE)).toBe('/en/u/*');
    expect(analyticsLinkOf('/en/people/Fatima', SITE)).toBe('/en/people/*');
    expect(analyticsLinkOf(`/en/${encodeURIComponent('فاطمة')}`, SITE)).toBe('/en/*');
  });

  it('keeps a public short number and withholds a phone number and an email address', () => {
    expect(analyticsLinkOf('tel:999', SITE)).toBe('tel:999');
    expect(analyticsLinkOf('tel:+971501234567', SITE)).toBe('tel:*');
    expect(analyticsLinkOf('tel:0501234567', SITE)).toBe('tel:*');
    expect(analyticsLinkOf('mailto:someone@mail.example', SITE)).toBe('mailto:*');
    expect(analyticsLinkOf('javascript:alert(1)', SITE)).toBe('*');
    expect(analyticsLinkOf('http://[bad', SITE)).toBe('*');
  });
});

describe('analyticsRecordOf', () => {
  it('makes each named event into a record the schema accepts, with the page and time', () => {
    const inputs: AnalyticsInput[] = [
      { name: 'footerLink', href: '/en/about-us', area: 'section' },
      { name: 'footerLink', href: 'tel:999', area: 'emergency' },
      { name: 'fontSize', size: 115 },
      { name: 'colorTheme', scheme: 'dark' },
      { name: 'exploreServices', href: '/en/search-results?q=services&tab=business' },
      { name: 'lockerItem', status: 'action required' },
      { name: 'click', target: 'home.signIn' },
    ];
    const records = inputs.map((input) => analyticsRecordOf(input, context));
    expect(records.map((record) => record?.event)).toEqual([
      { name: 'footerLink', area: 'section', link: '/en/about-us' },
      { name: 'footerLink', area: 'emergency', link: 'tel:999' },
      { name: 'fontSize', size: 115 },
      { name: 'colorTheme', scheme: 'dark' },
      { name: 'exploreServices', link: '/en/search-results' },
      { name: 'lockerItem', status: 'action required' },
      { name: 'click', target: 'home.signIn' },
    ]);
    expect(records[0]).toMatchObject({ page: '/en/', lang: 'en', at: '2026-11-29T08:30:15Z' });
    expect(z.safeParse(analyticsBatchSchema, { events: records }).success).toBe(true);
  });

  it('sends nothing for a click target that is not an identifier, or a size out of range', () => {
    expect(analyticsRecordOf({ name: 'click', target: 'Fatima Ali' }, context)).toBeUndefined();
    expect(analyticsRecordOf({ name: 'click', target: 'a@b.example' }, context)).toBeUndefined();
    expect(analyticsRecordOf({ name: 'fontSize', size: 1e6 }, context)).toBeUndefined();
  });

  it('reduces the page address like any link', () => {
    const record = analyticsRecordOf(
      { name: 'colorTheme', scheme: 'light' },
      { ...context, page: `${SITE}/en/locker/applications/784-1990-1234567-1?tab=2` },
    );
    expect(record?.page).toBe('/en/locker/applications/*');
  });
});

describe('analyticsRecordSchema', () => {
  const record = analyticsRecordOf({ name: 'colorTheme', scheme: 'dark' }, context);

  it('refuses fields outside the shape and links that still carry a query or a segment', () => {
    const accepts = (value: unknown) => z.safeParse(analyticsRecordSchema, value).success;
    expect(accepts(record)).toBe(true);
    expect(accepts({ ...record, email: 'someone@mail.example' })).toBe(false);
    expect(accepts({ ...record, event: { name: 'colorTheme', scheme: 'dark', label: 'x' } })).toBe(
      false,
    );
    for (const link of [
      '/en/search?q=x',
      '/en/#top',
      '/en/bills/2045',
      '//evil.example/',
      'tel:0501234567',
    ]) {
      expect(accepts({ ...record, event: { name: 'exploreServices', link } }), link).toBe(false);
    }
    expect(accepts({ ...record, page: 'https://www.portal.example/en/' })).toBe(false);
  });
});

describe('ANALYTICS_LOCKER_STATUSES', () => {
  it('are the locker rule’s events (spec 000 §4), in order', () => {
    expect(ANALYTICS_LOCKER_STATUSES).toEqual(Object.values(LOCKER_ANALYTICS_EVENTS));
  });
});

describe('analyticsConsentGiven', () => {
  it('is yes only when the privacy cookie is 1', () => {
    expect(analyticsConsentGiven('')).toBe(false);
    expect(analyticsConsentGiven('privacyAccepted=0')).toBe(false);
    expect(analyticsConsentGiven('a=1; privacyAccepted=1')).toBe(true);
  });
});

/** Personal values as they occur in people's data and in what they type. */
const personalValue = fc.oneof(
  fc.emailAddress(),
  fc.stringMatching(/^\+9715\d{8}$/),
  fc.stringMatching(/^05\d{8}$/),
  // Account, contract and card numbers.
  fc.stringMatching(/^\d{8,16}$/),
  // Application and transaction references, Emirates ID.
  fc.stringMatching(/^[A-Z]{2,4}-\d{4}-\d{4,8}$/),
  fc.stringMatching(/^784-\d{4}-\d{7}-\d$/),
  // Names as records write them, in Latin and in Arabic.
  fc.stringMatching(/^[A-Z][a-z]{2,12} [A-Z][a-z]{2,12}$/),
  fc.stringMatching(/^[\u0621-\u063A\u0641-\u064A]{3,10}( [\u0621-\u063A\u0641-\u064A]{3,10})?$/),
  // Free text a person typed.
  fc.stringMatching(/^[A-Za-z]{3,8}( [A-Za-z0-9]{2,8}){1,4}$/),
);

/** An address that carries the value somewhere: a query, a fragment, a path segment, a user name. */
function addressesCarrying(value: string): string[] {
  const encoded = encodeURIComponent(value);
  return [
    `/en/search-results?q=${encoded}`,
    `/en/services#${encoded}`,
    `/ar-AE/locker/${encoded}/documents`,
    `${SITE}/en/bills?account=${encoded}&x=1`,
    `https://${encoded.replace(/%/g, '')}:pw@apps.example/store`,
    `https://apps.example/store/${encoded}?ref=${encoded}`,
    `tel:${value}`,
    `mailto:${value}`,
    value,
  ];
}

describe('no personal value in any record (property)', () => {
  it('an event built from arbitrary personal values never carries them', () => {
    fc.assert(
      fc.property(
        personalValue,
        fc.constantFrom('footerLink', 'exploreServices', 'click', 'colorTheme'),
        fc.nat(8),
        (value, name, at) => {
          const addresses = addressesCarrying(value);
          const href = addresses[at % addresses.length] ?? value;
          const input: AnalyticsInput =
            name === 'footerLink'
              ? { name, href, area: 'section' }
              : name === 'exploreServices'
                ? { name, href }
                : name === 'click'
                  ? { name, target: value }
                  : { name, scheme: 'dark' };
          const record = analyticsRecordOf(input, {
            ...context,
            page: addresses[(at + 1) % addresses.length] ?? value,
          });
          const sent = JSON.stringify(record ?? null);
          expect(sent).not.toContain(value);
          expect(sent).not.toContain(encodeURIComponent(value));
          if (record) expect(z.safeParse(analyticsRecordSchema, record).success).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
