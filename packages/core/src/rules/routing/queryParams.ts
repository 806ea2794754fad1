import type { PortalLocale } from '../../locale/portalLocale';
import { describeValue } from '../internal/describeValue';

/** Query parameters the portal reads (spec 001 §2): spaceCode, feedback, lang, lock. */

type SearchInput = string | URLSearchParams;

/** The parameters of a query string or URLSearchParams; anything else reads as no parameters. @internal */
export function searchParamsOf(search: SearchInput): URLSearchParams {
  if (search instanceof URLSearchParams) return search;
  return new URLSearchParams(typeof search === 'string' ? search : '');
}

/** The space a spaceCode names (spec 001 §2: buss = business, prop = property). */
export type SpaceKind = 'business' | 'property';

/**
 * The kind the spaces page shows when its address names none, or one it does not know. Choice: the
 * spec is silent; business is the first kind of the page's switch, so it is the one marked shown.
 */
export const DEFAULT_SPACE_KIND: SpaceKind = 'business';

/** Reads `spaceCode`; an unknown or missing value gives `undefined` (compared ignoring case). */
export function spaceKindOf(search: SearchInput): SpaceKind | undefined {
  return spaceKindOfCode(searchParamsOf(search).get('spaceCode') ?? undefined);
}

/**
 * The space a `spaceCode` value names, for a caller that already holds the value (a parsed route's
 * search, a search hit's `Data.SpaceCode`) rather than a query string: `buss` or `prop`, ignoring
 * case and surrounding spaces; anything else, or no value, gives `undefined` (then
 * {@link DEFAULT_SPACE_KIND} is the page's choice).
 */
export function spaceKindOfCode(code: string | undefined): SpaceKind | undefined {
  // Any other value (a plain-JS caller, an answer's malformed field) reads as no code: every rule
  // answers whatever its arguments.
  const normalized = typeof code === 'string' ? code.trim().toLowerCase() : undefined;
  if (normalized === 'buss') return 'business';
  if (normalized === 'prop') return 'property';
  return undefined;
}

/**
 * Reads `feedback`, the two-letter language code that opens the satisfaction survey (spec 001 §2).
 * Returns it lower-cased, or `undefined` when absent or not two letters (a survey in an unknown
 * language should not open).
 */
export function feedbackLanguageOf(search: SearchInput): string | undefined {
  const code = searchParamsOf(search).get('feedback')?.trim();
  return code !== undefined && /^[a-z]{2}$/i.test(code) ? code.toLowerCase() : undefined;
}

/**
 * Reads `lang` as a portal locale (spec 001 §2). `en` gives `en`; `ar` and `ar-AE` give `ar-AE`
 * (spec 000 §3: languages are also sent as EN / AR), ignoring case. Anything else gives `undefined`,
 * and the page keeps its own locale.
 */
export function langParamOf(search: SearchInput): PortalLocale | undefined {
  const lang = searchParamsOf(search).get('lang')?.trim().toLowerCase();
  if (lang === 'en') return 'en';
  if (lang === 'ar' || lang === 'ar-ae') return 'ar-AE';
  return undefined;
}

/** Whether `lock=true` asks the settings page to open the unlock flow (spec 001 §2). */
export function isLockRequested(search: SearchInput): boolean {
  return searchParamsOf(search).get('lock')?.trim().toLowerCase() === 'true';
}

/**
 * A URL (path plus query and hash) without one query parameter, for the address bar after the
 * parameter was used: `feedback` once the survey opened, `lock` after a successful unlock
 * (spec 001 §2, §4). Other parameters and their order are kept.
 */
export function withoutQueryParam(
  pathWithQuery: string,
  name: 'feedback' | 'lock' | 'action' | (string & {}),
): string {
  if (typeof pathWithQuery !== 'string') return '';
  if (typeof name !== 'string') {
    throw new RangeError(`withoutQueryParam: name must be a string; got ${describeValue(name)}`);
  }
  const hashAt = pathWithQuery.indexOf('#');
  const hash = hashAt === -1 ? '' : pathWithQuery.slice(hashAt);
  const beforeHash = hashAt === -1 ? pathWithQuery : pathWithQuery.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return pathWithQuery;
  const params = new URLSearchParams(beforeHash.slice(queryAt + 1));
  params.delete(name);
  const query = params.toString();
  return `${beforeHash.slice(0, queryAt)}${query === '' ? '' : `?${query}`}${hash}`;
}

/**
 * Appends `lang` to a path (spec 000 §2: the parking permit pages get a 'lang' query; their exact
 * paths are not shown, so callers pass them). An existing `lang` is replaced.
 */
export function withLangParam(path: string, lang: string): string {
  if (typeof path !== 'string' || typeof lang !== 'string') {
    throw new RangeError(
      `withLangParam: path and lang must be strings; got ${typeof path} and ${typeof lang}`,
    );
  }
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  params.set('lang', lang);
  return `${queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)}?${params.toString()}${hash}`;
}
