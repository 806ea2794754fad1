import type { PortalLocale, SessionHint } from '@portal/core';
import type { CurrentUser } from '@portal/core/api/common';
import { useQuery } from '@tanstack/react-query';
import { portalQueryKey } from '../../platform/api/portalQuery';

/**
 * The cache identity of core's `currentUserCall` (`common.currentUser`). Written here rather than
 * imported, so the first page's JavaScript does not carry the call's schemas; `sessionUser.test`
 * checks that the two agree.
 */
export const CURRENT_USER_QUERY = { id: 'common.currentUser' } as const;

/** What the header knows of the signed-in person. */
export type SessionUser =
  /** Not asked (a visitor, or before hydration) or still on its way. */
  | { readonly status: 'pending' }
  /** The server said nobody is signed in (401): the session ended elsewhere. */
  | { readonly status: 'signedOut' }
  /** Known; `user` is missing when the call failed otherwise (the header then shows a normal session). */
  | { readonly status: 'known'; readonly user?: CurrentUser };

/**
 * Who is signed in and how (spec 001 §3 "User", §6): a Stay Signed-In session draws the reduced
 * header, a locked one the unlock items, and the profile menu greets the person by name. Asked only
 * in the browser for a signed-in page (`enabled`), and again when the page's lock state changes
 * (`lockRequested`: the lock and the unlock move to or from `?lock=true`) or the server's hint says
 * another kind of session (`sessionState`: locked by the server, signed in again elsewhere).
 */
export function useSessionUser(
  locale: PortalLocale,
  enabled: boolean,
  lockRequested: boolean,
  sessionState: SessionHint,
): SessionUser {
  const query = useQuery({
    queryKey: portalQueryKey(CURRENT_USER_QUERY, locale === 'ar-AE' ? 'ar' : 'en', {
      lockRequested,
      session: sessionState,
    }),
    queryFn: async ({ signal }) =>
      (await import('./loadSessionUser')).loadSessionUser(locale, signal),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
  // An earlier 401 being asked again (the person signed in again in another tab) is not yet an
  // answer: reading it as "signed out" would drop the new session's hint.
  if (!enabled || query.isPending || (query.isError && query.isFetching)) {
    return { status: 'pending' };
  }
  if (query.isError) {
    const status = (query.error as { readonly status?: unknown }).status;
    return status === 401 ? { status: 'signedOut' } : { status: 'known' };
  }
  return { status: 'known', user: query.data };
}
