import { DEFAULT_PORTAL_LOCALE, localeFromPathname, shellMessages } from '@portal/core';
import { RouteErrorFallback } from '@portal/ui';
import { useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pagePath } from '../../platform/pages/pagePath';

/**
 * Every route's error boundary (the router's `defaultErrorComponent`; SCREENS.md S1.12): a page
 * that fails to render, or whose loader throws, shows the generic error with a way back (try again,
 * or home) inside the shell, and the failure is reported through core's error-logging call.
 */
export function RouteErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const locale = localeFromPathname(pathname) ?? DEFAULT_PORTAL_LOCALE;
  useEffect(() => {
    // Loaded when a page fails: the API client and the log call's schema stay out of the first
    // page's JavaScript (the app's initial-JS budget).
    void import('../../platform/errors/reportRouteError').then(({ reportRouteError }) =>
      reportRouteError(error, locale, pathname),
    );
  }, [error, locale, pathname]);
  return (
    <RouteErrorFallback
      labels={shellMessages(locale).routeError}
      homeHref={pagePath(locale, 'home')}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
