import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { calendarDayOf } from '../../rules/time/toDate';
import { getCmsPage } from './cms';

/*
 * The portal's information pages (SCREENS.md S7.4): About, Accessibility, FAQ, Help, Emergency
 * numbers, Privacy policy, Terms of use, and announcements such as Holiday hours, read as CMS pages
 * (spec 000 §7 getCmsPage). ASSUMED (the spec shows the call, not these pages or their fields): the
 * information pages are the page group `information`, announcements the group `announcements`, and a
 * page's content carries `Title`, `Summary`, `Body` (HTML), `LastUpdated` (a date) and `Sections`
 * (`{ Heading, Body }`). docs/clients.md lists them.
 */

/** Page group of the information pages (ASSUMED). */
export const INFORMATION_PAGE_GROUP = 'information';

/** Page group of the announcements (ASSUMED). */
export const ANNOUNCEMENT_PAGE_GROUP = 'announcements';

/** The information pages the portal links to (the footer, header and banner links of the CMS). */
export const INFORMATION_PAGE_NAMES = [
  'about',
  'accessibility',
  'faq',
  'help',
  'emergency-numbers',
  'privacy',
  'terms',
  'talk-to-us',
] as const;

export type InformationPageName = (typeof INFORMATION_PAGE_NAMES)[number];

/** Whether `name` is one of {@link INFORMATION_PAGE_NAMES}. */
export function isInformationPageName(value: string): value is InformationPageName {
  return (INFORMATION_PAGE_NAMES as readonly string[]).includes(value);
}

/** An announcement's slug: 1–80 lower-case letters, digits and single hyphens (`public-holiday`). */
export function isAnnouncementSlug(value: string): boolean {
  return value.length <= 80 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/** One titled part of an information page: a question and its answer, a group of numbers. */
export interface InformationSection {
  readonly heading: string;
  /** Untrusted HTML from the CMS: render it only through a sanitiser (ui's `SafeHtml`). */
  readonly bodyHtml: string;
}

/** An information page, every part but the title optional. */
export interface InformationPage {
  readonly title: string;
  readonly summary?: string;
  /** Untrusted HTML from the CMS: render it only through a sanitiser (ui's `SafeHtml`). */
  readonly bodyHtml?: string;
  /** `YYYY-MM-DD`, a real calendar date. */
  readonly lastUpdated?: string;
  readonly sections: readonly InformationSection[];
}

/** Longest title and summary kept (a longer one is not a heading but a malformed field). */
const MAX_LINE = 300;
/** Longest HTML kept for a body or a section. */
const MAX_HTML = 100_000;
/** Most sections kept. */
const MAX_SECTIONS = 60;

/**
 * Reads an information page (`information/{name}`) in the client's language.
 * @throws {PortalError} `invalid-response` when the page has no usable title; a 404 for an unknown page.
 */
export async function getInformationPage(
  client: PortalClient,
  name: InformationPageName,
  options: CallOptions = {},
): Promise<InformationPage> {
  return pageOrFail(
    client,
    await getCmsPage(client, { pageGroup: INFORMATION_PAGE_GROUP, pageName: name }, options),
  );
}

/**
 * Reads an announcement (`announcements/{slug}`) in the client's language.
 * @throws {PortalError} as {@link getInformationPage}.
 */
export async function getAnnouncementPage(
  client: PortalClient,
  slug: string,
  options: CallOptions = {},
): Promise<InformationPage> {
  return pageOrFail(
    client,
    await getCmsPage(client, { pageGroup: ANNOUNCEMENT_PAGE_GROUP, pageName: slug }, options),
  );
}

function pageOrFail(client: PortalClient, content: Record<string, unknown>): InformationPage {
  const page = informationPageOf(content);
  if (page) return page;
  throw client.fail({
    kind: 'invalid-response',
    call: 'common.cmsPage',
    issues: ['the information page has no Title'],
  });
}

/**
 * The {@link InformationPage} of a CMS page's content, or `undefined` without a usable title. Tolerant:
 * a field of the wrong type, too long or empty is left out; a section without a heading or a body is
 * dropped. Texts are trimmed and their control characters removed; HTML is kept as written (it is
 * sanitised where it is drawn).
 */
export function informationPageOf(content: unknown): InformationPage | undefined {
  if (!isRecord(content)) return undefined;
  const title = lineOf(content.Title);
  if (title === undefined) return undefined;
  const summary = lineOf(content.Summary);
  const bodyHtml = htmlOf(content.Body);
  const lastUpdated = calendarDayOf(content.LastUpdated);
  return {
    title,
    ...(summary === undefined ? {} : { summary }),
    ...(bodyHtml === undefined ? {} : { bodyHtml }),
    ...(lastUpdated === undefined ? {} : { lastUpdated }),
    sections: sectionsOf(content.Sections),
  };
}

function sectionsOf(value: unknown): InformationSection[] {
  if (!Array.isArray(value)) return [];
  const sections: InformationSection[] = [];
  for (const entry of value.slice(0, MAX_SECTIONS)) {
    if (!isRecord(entry)) continue;
    const heading = lineOf(entry.Heading);
    const bodyHtml = htmlOf(entry.Body);
    if (heading !== undefined && bodyHtml !== undefined) sections.push({ heading, bodyHtml });
  }
  return sections;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

function lineOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const line = value.replace(CONTROL, '').replace(/\s+/g, ' ').trim();
  return line && line.length <= MAX_LINE ? line : undefined;
}

function htmlOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const html = value.trim();
  return html && html.length <= MAX_HTML ? html : undefined;
}
