import { searchParamsOf } from './queryParams';

/** Languages that are always known, whatever the stored list holds (spec 001 §2: en, ar, ar-ae). */
export const ALWAYS_KNOWN_LANGUAGES: readonly string[] = ['en', 'ar', 'ar-ae'];

/** The last path segment that opens the language modal (spec 001 §2). */
export const LANGUAGE_MODAL_SEGMENT = 'langsTranslation';

/** Where unknown paths go (spec 001 §2). */
export const NOT_FOUND_PATH = '/404';

/** What the home application does with a path (spec 001 §2). */
export type HomeRoute =
  | {
      readonly kind: 'home' | 'chat';
      /** The language prefix as written, or `undefined` without one. */
      readonly language: string | undefined;
      /** The path ended in `langsTranslation`: open the language modal and drop the suffix. */
      readonly opensLanguageModal: boolean;
    }
  | { readonly kind: 'notFound'; readonly redirectTo: typeof NOT_FOUND_PATH };

/**
 * Removes a trailing `langsTranslation` segment from any path and says whether it was there
 * (spec 001 §2: as the last segment of any path it opens the language modal; the suffix is removed
 * from the address after load). Compared ignoring case; a trailing slash is tolerated.
 */
export function stripLanguageModalSuffix(pathname: string): {
  readonly pathname: string;
  readonly opensLanguageModal: boolean;
} {
  if (typeof pathname !== 'string') return { pathname: '/', opensLanguageModal: false };
  const segments = pathname.split('/');
  while (segments.length > 1 && segments.at(-1) === '') segments.pop();
  if (segments.at(-1)?.toLowerCase() !== LANGUAGE_MODAL_SEGMENT.toLowerCase())
    return { pathname, opensLanguageModal: false };
  segments.pop();
  const stripped = segments.join('/');
  return { pathname: stripped === '' ? '/' : stripped, opensLanguageModal: true };
}

/**
 * Classifies a path that reached the home application (spec 001 §2, the /404 rule): the root, an
 * optional known language code, then nothing, `chat`, or `langsTranslation`; anything else goes to
 * `/404`. Known languages are `storedLanguages` (the cached language list's codes) plus en, ar and
 * ar-ae, compared ignoring case.
 * A non-string path reads as the root; stored codes that are not strings are ignored.
 * Choice: `langsTranslation` is honoured only as the last segment, after a language or chat
 * (`/en/chat/langsTranslation`), matching "as the last segment of any path".
 */
export function homeRouteOf(pathname: string, storedLanguages: readonly string[] = []): HomeRoute {
  const stored = Array.isArray(storedLanguages)
    ? storedLanguages.filter((code) => typeof code === 'string')
    : [];
  const known = new Set([...ALWAYS_KNOWN_LANGUAGES, ...stored.map((code) => code.toLowerCase())]);
  const { pathname: path, opensLanguageModal } = stripLanguageModalSuffix(pathname);
  const segments = path.split('/').filter((segment) => segment !== '');
  const language =
    segments[0] !== undefined && known.has(segments[0].toLowerCase())
      ? segments.shift()
      : undefined;
  if (segments.length === 0) return { kind: 'home', language, opensLanguageModal };
  if (segments.length === 1 && segments[0]?.toLowerCase() === 'chat')
    return { kind: 'chat', language, opensLanguageModal };
  return { kind: 'notFound', redirectTo: NOT_FOUND_PATH };
}

/**
 * The redirect for `/{lang?}/chat?action=…` (spec 001 §2): the root, same language prefix, carrying
 * the `action` parameter; `undefined` when the path is not chat or has no action.
 */
export function chatRedirectOf(
  pathname: string,
  search: string | URLSearchParams,
): string | undefined {
  const route = homeRouteOf(pathname, []);
  if (route.kind !== 'chat') return undefined;
  const action = searchParamsOf(search).get('action');
  if (action === null || action.trim() === '') return undefined;
  const root = route.language === undefined ? '/' : `/${route.language}/`;
  return `${root}?${new URLSearchParams({ action }).toString()}`;
}
