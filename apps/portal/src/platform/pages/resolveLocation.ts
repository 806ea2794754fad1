import {
  NOT_FOUND_PATH,
  PORTAL_LOCALES,
  chatRedirectOf,
  negotiatePortalLocale,
  stripLanguageModalSuffix,
  type PortalLocale,
} from '@portal/core';
// With the extension: Node loads this module too (the production server's 404 status,
// server/pageAddress.ts, and vite.config.ts), and Vite's native config loader needs it (tsconfig `allowImportingTsExtensions`).
import { isKnownPath } from './matchRoutePath.ts';
import { PORTAL_PAGE_PATHS, UNPREFIXED_PATHS } from './pageTable.ts';

/** What the browser (or the server) knows when an address is opened. */
export interface LocationSignals {
  readonly pathname: string;
  /** The raw query, with or without its `?`. */
  readonly search: string;
  readonly hash?: string;
  /** Codes of the cached interface-language list (spec 001 §2: they count as known prefixes). */
  readonly storedLanguages?: readonly string[];
  /** `document.cookie` or a `Cookie` header: the language cookies take part in negotiation. */
  readonly cookies?: string;
  /** `navigator.languages` or an `Accept-Language` header. */
  readonly browserLanguages?: readonly string[] | string;
}

/** What to do with an address. */
export type LocationDecision =
  /** Show the page: the address is canonical and names a known page. */
  | { readonly kind: 'page'; readonly locale: PortalLocale }
  /** `/login`: the sign-in redirect, which has no language prefix. */
  | { readonly kind: 'signIn' }
  /** Replace the address with `href` (same origin). */
  | {
      readonly kind: 'redirect';
      readonly href: string;
      /** The address ended in `langsTranslation`: the language dialog should open. */
      readonly opensLanguageModal: boolean;
      /** The redirect leads to the 404 page. */
      readonly notFound: boolean;
    };

/**
 * Decides how the portal answers an address (spec 001 §2), in this order:
 *
 * 1. A trailing `langsTranslation` segment is removed and asks for the language dialog.
 * 2. `/login` is the sign-in redirect (no language prefix).
 * 3. The language prefix: `en` and `ar-AE` as written are canonical; other spellings of them
 *    (`/ar-ae/`, `/EN/`) and `/ar/` are rewritten (`/ar/` → `/ar-AE/`). A code from the stored
 *    language list, or no prefix at all, is replaced by the negotiated locale (`lang` query, the
 *    language cookies, the browser, then English; core's `negotiatePortalLocale`).
 * 4. `chat?action=…` goes to the home page carrying the action (core's `chatRedirectOf`, spec 001
 *    §2), where the assistant opens on that action; `chat` alone is the assistant's conversation
 *    page (issue R, SCREENS.md S9.1), a page of the table like any other.
 * 5. A path that names no page goes to the 404 page of the same language (`/en/404`).
 *
 * Choice: spec 001 §2 sends unknown paths to `/404`; the portal keeps the reader's language on it
 * (`/ar-AE/404`), since a 404 page in the wrong language helps nobody. `/404` itself has no prefix
 * and so negotiates like any unprefixed path.
 */
export function resolveLocation(
  signals: LocationSignals,
  routePaths: readonly string[] = PORTAL_PAGE_PATHS,
): LocationDecision {
  const search = signals.search.startsWith('?') ? signals.search.slice(1) : signals.search;
  const hash = signals.hash ?? '';
  const { pathname, opensLanguageModal } = stripLanguageModalSuffix(signals.pathname);

  if (pathname.replace(/\/+$/, '') === UNPREFIXED_PATHS.login) {
    return opensLanguageModal
      ? redirect(`${UNPREFIXED_PATHS.login}${query(search)}${hash}`, opensLanguageModal)
      : { kind: 'signIn' };
  }

  const [, first = '', ...restSegments] = pathname.split('/');
  const prefix = prefixOf(first, signals.storedLanguages ?? []);
  const locale =
    prefix.kind === 'locale'
      ? prefix.locale
      : negotiatePortalLocale({
          search,
          cookies: signals.cookies,
          browserLanguages: signals.browserLanguages,
        }).locale;
  const rest = prefix.kind === 'none' ? pathname : `/${restSegments.join('/')}`;

  const chat = chatRedirectOf(`/${locale}${rest}`, search);
  if (chat !== undefined) return redirect(chat, opensLanguageModal);
  if (!isKnownPath(routePaths, rest)) {
    return redirect(`/${locale}${NOT_FOUND_PATH}`, false, true);
  }
  const canonical = prefix.kind === 'locale' && prefix.canonical;
  if (canonical && !opensLanguageModal) return { kind: 'page', locale };
  return redirect(`/${locale}${rest}${query(search)}${hash}`, opensLanguageModal);
}

type Prefix =
  | { readonly kind: 'locale'; readonly locale: PortalLocale; readonly canonical: boolean }
  /** A known language the portal is not served in (from the stored list): negotiate instead. */
  | { readonly kind: 'otherLanguage' }
  | { readonly kind: 'none' };

/**
 * The portal locale a first path segment names, in any spelling step 3 accepts (`ar-AE`, `AR-ae`,
 * `ar`, `EN`); `undefined` for anything else.
 */
export function prefixLocaleOf(segment: string): PortalLocale | undefined {
  const lower = segment.toLowerCase();
  if (lower === 'ar') return 'ar-AE';
  return PORTAL_LOCALES.find((locale) => locale.toLowerCase() === lower);
}

/**
 * "The address opens an Arabic page" (`prefixLocaleOf` of its first segment is `ar-AE`) as the
 * source of a case-insensitive regular expression on a pathname, for the inline head scripts that
 * choose a face before the app loads (build/fontPreload.ts), which cannot import this module. The
 * resolveLocation tests hold the two to the same answer for every spelling.
 */
export const ARABIC_PAGE_PATTERN = '^/ar(?:-ae)?(?:/|$)';

function prefixOf(segment: string, storedLanguages: readonly string[]): Prefix {
  const locale = prefixLocaleOf(segment);
  if (locale) return { kind: 'locale', locale, canonical: locale === segment };
  const lower = segment.toLowerCase();
  const stored = storedLanguages.some(
    (code) => typeof code === 'string' && code.toLowerCase() === lower && lower !== '',
  );
  return stored ? { kind: 'otherLanguage' } : { kind: 'none' };
}

function redirect(href: string, opensLanguageModal: boolean, notFound = false): LocationDecision {
  return { kind: 'redirect', href, opensLanguageModal, notFound };
}

function query(search: string): string {
  return search === '' ? '' : `?${search}`;
}
