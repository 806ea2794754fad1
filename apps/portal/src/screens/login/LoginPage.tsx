import { shellMessages, type PortalLocale } from '@portal/core';
import { Spinner } from '@portal/ui';
import { useEffect } from 'react';
import { leaveForSignIn, smartpassSignInHref } from '../../platform/session/signIn';

export interface LoginPageProps {
  /** `redirectUrl` from the query, unchecked: checked here with core's `safeUrl` before use. */
  readonly redirectUrl: string | undefined;
  /** The language of this moment (there is no prefix on `/login`) and of the fallback home page. */
  readonly locale: PortalLocale;
}

/**
 * `/login?redirectUrl=` (SCREENS.md S1.10): hands over to the server's smartpass sign-in at once,
 * with the target checked first. Shows a short status meanwhile, in case the hand-over is slow.
 */
export function LoginPage({ redirectUrl, locale }: LoginPageProps) {
  useEffect(() => {
    leaveForSignIn(
      smartpassSignInHref(redirectUrl, window.location.origin, locale),
      window.location,
    );
  }, [redirectUrl, locale]);
  const label = shellMessages(locale).signingIn;
  return (
    <main id="main" className="mx-auto flex max-w-5xl items-center gap-3 px-gutter py-12">
      <Spinner />
      <p role="status">{label}</p>
    </main>
  );
}
