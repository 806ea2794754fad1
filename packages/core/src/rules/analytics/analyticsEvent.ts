import * as z from 'zod/mini';
import type { LockerAnalyticsEvent } from '../applications/lockerAnalyticsEvent';

/**
 * Analytics events (spec 001 §7: "Analytics events are sent for footer link clicks, font size and
 * colour changes, explore-services clicks and other clicks"; spec 000 §4: locker status codes 1–4)
 * and the rule that keeps personal data out of them.
 *
 * The rule is a shape, not a filter of known words: an event sent anywhere is an
 * {@link AnalyticsRecord}, whose fields are closed lists (areas, schemes, locker statuses), bounded
 * numbers, a dotted identifier a developer wrote, or a link reduced by {@link analyticsLinkOf} to
 * what names a page: no query string, no fragment, no user name or password, and no path segment
 * other than a lowercase route word (`services`, `about-us`) or a locale (`en`, `ar-AE`); any other
 * segment (a number, a reference, an email, a name in capitals or Arabic, typed text) becomes `*`.
 * Labels and item ids are never part of an event: the link and the area say which link it was.
 * `analyticsRecordSchema` checks the whole record; the sandbox's sink refuses anything else.
 *
 * Known limit: a personal value written as a lowercase Latin word inside a link's path
 * (`/en/profile/fatima`) looks like a route word and is kept. The portal's own addresses carry ids,
 * not names, and links come from the CMS, not from what a person typed.
 */

/** The parts of the footer a link sits in (ui's `SiteFooterArea`). */
export const ANALYTICS_FOOTER_AREAS = [
  'section',
  'emergency',
  'app',
  'social',
  'copyright',
] as const;
export type AnalyticsFooterArea = (typeof ANALYTICS_FOOTER_AREAS)[number];

/** What stands for a withheld part of a link: a path segment, a phone number, a whole address. */
export const ANALYTICS_WITHHELD = '*';

/**
 * The locker statuses of spec 000 §4, in the spec's words: `LOCKER_ANALYTICS_EVENTS`'s values (a
 * test holds them equal). Written out rather than imported, so the locker's rules do not share a
 * chunk with these schemas: the app loads analytics after the page settles.
 */
export const ANALYTICS_LOCKER_STATUSES = [
  'submitted',
  'action required',
  'in progress',
  'service application',
] as const satisfies readonly LockerAnalyticsEvent[];

/** A path segment kept as it is: a lowercase route word (`about-us`) of at most 40 letters. */
const ROUTE_WORD = /^[a-z]{1,40}(?:-[a-z]{1,40}){0,4}$/;
/** A locale segment (`en`, `ar-AE`). */
const LOCALE_SEGMENT = /^[a-z]{2}(?:-[A-Z]{2})?$/;
/**
 * A public short number (999, 997): the footer's emergency numbers. A person's phone number has
 * seven digits or more, so it never matches.
 */
const SHORT_CODE = /^\d{3,4}$/;
/** A host name as `URL` writes it (lowercase, punycode), with its port. */
const HOST = /^[a-z0-9.-]{1,253}(?::\d{1,5})?$/;
/** A click target: a dotted identifier a developer wrote (`home.signIn`), never data. */
const CLICK_TARGET = /^[a-z][a-zA-Z]{0,31}(?:\.[a-z][a-zA-Z]{0,31}){0,3}$/;
/** The origin relative links are read against when only their shape is checked. */
const CHECK_ORIGIN = 'https://analytics.invalid';

function pathOf(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) =>
      segment === '' || ROUTE_WORD.test(segment) || LOCALE_SEGMENT.test(segment)
        ? segment
        : ANALYTICS_WITHHELD,
    )
    .join('/');
}

/**
 * What an analytics event may say about a link or a page address: a same-site address as its path
 * (`/en/services/*`), another site as its origin and path (`https://x.example/apps`), a phone link
 * as `tel:` with a public short number (`tel:999`) or `tel:*`, an email link as `mailto:*`, and
 * anything else (another scheme, an address that cannot be read) as `*`. Query strings, fragments
 * and user names are always dropped; path segments that are not route words or locales become `*`.
 */
export function analyticsLinkOf(href: string, siteOrigin: string): string {
  let url: URL;
  try {
    url = new URL(href, siteOrigin);
  } catch {
    return ANALYTICS_WITHHELD;
  }
  if (url.protocol === 'tel:') {
    const number = url.pathname.replace(/[^\d]/g, '');
    return `tel:${SHORT_CODE.test(number) && !url.pathname.includes('+') ? number : ANALYTICS_WITHHELD}`;
  }
  if (url.protocol === 'mailto:') return `mailto:${ANALYTICS_WITHHELD}`;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return ANALYTICS_WITHHELD;
  const path = pathOf(url.pathname);
  if (url.origin === new URL(siteOrigin).origin) return path;
  if (!HOST.test(url.host)) return ANALYTICS_WITHHELD;
  return `${url.protocol}//${url.host}${path}`;
}

/** Whether a string is already what {@link analyticsLinkOf} makes of a link (nothing to strip). */
export function isAnalyticsLink(link: string): boolean {
  if (link === ANALYTICS_WITHHELD) return true;
  if (link.startsWith('//')) return false;
  return analyticsLinkOf(link, CHECK_ORIGIN) === link;
}

const linkSchema = z
  .string()
  .check(
    z.maxLength(512),
    z.refine(isAnalyticsLink, 'a link must carry no query, fragment or personal segment'),
  );

/** One event as it is sent: every field closed, bounded or a reduced link. */
export const analyticsEventSchema = z.union([
  /** A footer link was followed, in this part of the footer. */
  z.strictObject({
    name: z.literal('footerLink'),
    area: z.enum(ANALYTICS_FOOTER_AREAS),
    link: linkSchema,
  }),
  /** The text size changed, to this step (per cent of the browser's size). */
  z.strictObject({
    name: z.literal('fontSize'),
    size: z.number().check(z.int(), z.minimum(50), z.maximum(300)),
  }),
  /** The colour theme changed. */
  z.strictObject({ name: z.literal('colorTheme'), scheme: z.enum(['light', 'dark']) }),
  /** An "explore services" entry was followed (the home page's service sections and promotion). */
  z.strictObject({ name: z.literal('exploreServices'), link: linkSchema }),
  /** A locker item in status 1–4 was shown (spec 000 §4); only the status travels. */
  z.strictObject({ name: z.literal('lockerItem'), status: z.enum(ANALYTICS_LOCKER_STATUSES) }),
  /** Any other click a screen counts, by a target name a developer wrote. */
  z.strictObject({ name: z.literal('click'), target: z.string().check(z.regex(CLICK_TARGET)) }),
]);

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** One event with where and when it happened, as a provider receives it. */
export const analyticsRecordSchema = z.strictObject({
  event: analyticsEventSchema,
  /** The page it happened on, reduced like any link (`/en/locker/*`). */
  page: linkSchema.check(z.refine((page) => page.startsWith('/'), 'the page is a same-site path')),
  lang: z.enum(['en', 'ar-AE']),
  /** When, to the second (ISO 8601, UTC). */
  at: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)),
});

export type AnalyticsRecord = z.infer<typeof analyticsRecordSchema>;

/** Most events one batch carries (a `sendBeacon` body stays far under the browsers' 64 kB). */
export const ANALYTICS_BATCH_LIMIT = 50;

/** What a provider sends at once, and what the sandbox's sink takes. */
export const analyticsBatchSchema = z.strictObject({
  events: z.array(analyticsRecordSchema).check(z.minLength(1), z.maxLength(ANALYTICS_BATCH_LIMIT)),
});

export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

/**
 * What the app's screens report, before the rule: links as the page has them (with whatever query
 * they carry). Nothing else a screen knows (labels, item ids, typed text) has a field here.
 */
export type AnalyticsInput =
  | { readonly name: 'footerLink'; readonly href: string; readonly area: AnalyticsFooterArea }
  | { readonly name: 'fontSize'; readonly size: number }
  | { readonly name: 'colorTheme'; readonly scheme: 'light' | 'dark' }
  | { readonly name: 'exploreServices'; readonly href: string }
  | { readonly name: 'lockerItem'; readonly status: LockerAnalyticsEvent }
  | { readonly name: 'click'; readonly target: string };

/** Where and when an event happened, as the app knows it. */
export interface AnalyticsContext {
  /** The page's address (`location.href`, query and all). */
  readonly page: string;
  readonly siteOrigin: string;
  readonly lang: 'en' | 'ar-AE';
  readonly now: Date;
}

function eventOf(input: AnalyticsInput, siteOrigin: string): AnalyticsEvent {
  switch (input.name) {
    case 'footerLink':
      return { name: input.name, area: input.area, link: analyticsLinkOf(input.href, siteOrigin) };
    case 'exploreServices':
      return { name: input.name, link: analyticsLinkOf(input.href, siteOrigin) };
    case 'fontSize':
      return { name: input.name, size: input.size };
    case 'colorTheme':
      return { name: input.name, scheme: input.scheme };
    case 'lockerItem':
      return { name: input.name, status: input.status };
    case 'click':
      return { name: input.name, target: input.target };
  }
}

/**
 * The record an event becomes: links and the page reduced by {@link analyticsLinkOf}, the time to
 * the second; `undefined` when what is left still breaks {@link analyticsRecordSchema} (a click
 * target that is not an identifier, a size out of range), so it is not sent at all.
 */
export function analyticsRecordOf(
  input: AnalyticsInput,
  context: AnalyticsContext,
): AnalyticsRecord | undefined {
  const page = analyticsLinkOf(context.page, context.siteOrigin);
  const record = {
    event: eventOf(input, context.siteOrigin),
    page: page.startsWith('/') ? page : '/',
    lang: context.lang,
    at: `${context.now.toISOString().slice(0, 19)}Z`,
  };
  const checked = z.safeParse(analyticsRecordSchema, record);
  return checked.success ? checked.data : undefined;
}
