import { useRouterState } from '@tanstack/react-router';
import { useHydrated } from '../../platform/page/useHydrated';
import { usePageOrigin } from '../../platform/page/usePageOrigin';
import { signInHref } from '../../platform/session/signIn';

/**
 * `/login?redirectUrl=<this page>` for the page being shown (sign-in returns here), from the
 * router's location. A prerendered page's HTML cannot know the address's query or fragment: until
 * the app has adopted the page it returns to the path alone, as the HTML does, then to the whole
 * address.
 */
export function useSignInHref(): string {
  const origin = usePageOrigin();
  const hydrated = useHydrated();
  const location = useRouterState({ select: (state) => state.location });
  return signInHref({
    origin,
    pathname: location.pathname,
    search: hydrated ? location.searchStr : '',
    hash: hydrated && location.hash !== '' ? `#${location.hash}` : '',
  });
}
