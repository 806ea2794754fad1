import { pathSegment } from './pathSegment';
import { describeValue } from '../internal/describeValue';

/** Header look of a tamm-by-you page (spec 001 §2: "some pages use a dark header, others a transparent header"). */
export type HeaderStyle = 'dark' | 'transparent';

/** A tamm-by-you page and the header it uses. */
export interface TammByYouPage {
  readonly path: string;
  readonly headerStyle: HeaderStyle;
}

/**
 * The tamm-by-you community pages (spec 001 §2).
 * Choice (which page uses which header is not shown): pages that open on a hero image (the
 * leaderboard, the community feed and the idea listing) use the transparent header over the image;
 * form and detail pages use the dark header for contrast.
 */
export const TAMM_BY_YOU_PAGES = {
  leaderboard: { path: '/tamm-by-you/leaderboard', headerStyle: 'transparent' },
  profileDetails: { path: '/tamm-by-you/profile-details', headerStyle: 'dark' },
  submitIdea: { path: '/tamm-by-you/submit-idea', headerStyle: 'dark' },
  ideaDrafts: { path: '/tamm-by-you/ideas/drafts', headerStyle: 'dark' },
  ideaListing: { path: '/tamm-by-you/ideas/listing', headerStyle: 'transparent' },
  myIdeas: { path: '/tamm-by-you/ideas/my-ideas', headerStyle: 'dark' },
  community: { path: '/tamm-by-you/ideas/community', headerStyle: 'transparent' },
} as const satisfies Record<string, TammByYouPage>;

/**
 * `/tamm-by-you/ideas/{numeric id}` (spec 001 §2), with the dark header.
 * @throws {RangeError} when the id is not a whole number ≥ 0 (the spec says the id is numeric).
 */
export function ideaPage(id: number | string): TammByYouPage {
  const text = typeof id === 'number' ? String(id) : typeof id === 'string' ? id.trim() : '';
  if (!/^\d+$/.test(text))
    throw new RangeError(`ideaPage: id must be a whole number; got ${describeValue(id)}`);
  return { path: `/tamm-by-you/ideas/${pathSegment(text, 'ideaPage: id')}`, headerStyle: 'dark' };
}

/** The header style for any tamm-by-you path, or `undefined` outside tamm-by-you. */
export function tammByYouHeaderStyleOf(pathname: string): HeaderStyle | undefined {
  if (typeof pathname !== 'string') return undefined;
  const path = pathname.replace(/\/+$/, '').replace(/^\/(en|ar-ae)(?=\/)/i, '');
  const page = Object.values(TAMM_BY_YOU_PAGES).find((candidate) => candidate.path === path);
  if (page) return page.headerStyle;
  if (/^\/tamm-by-you\/ideas\/\d+$/.test(path)) return 'dark';
  return path === '/tamm-by-you' || path.startsWith('/tamm-by-you/') ? 'dark' : undefined;
}
