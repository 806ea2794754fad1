import { shellMessages, type PortalLocale } from '@portal/core';
import { Link } from '@tanstack/react-router';
import { Suspense, lazy, useState } from 'react';
import { useHydrated } from '../app/useHydrated';
import { appMessages } from '../i18n/appMessages';
import { readSessionHint } from '../session/sessionHint';
import { LanguageSwitchLink } from './LanguageSwitchLink';
import { SignInLink } from './SignInLink';
import { ThemeToggle } from './ThemeToggle';

const SignedInArea = lazy(() => import('./SignedInArea'));

export interface HeaderProps {
  readonly locale: PortalLocale;
}

/**
 * The header until the full shell lands (SCREENS.md S1.1–S1.4): home link, language switch, theme,
 * and the session part: "Sign in" for a visitor, the bell for someone who signed in.
 */
export function Header({ locale }: HeaderProps) {
  const messages = shellMessages(locale);
  // Read once per page: the hint changes only by leaving the page (sign-in, sign-out) or by a 401,
  // which the signed-in part handles itself.
  const [signedIn] = useState(readSessionHint);
  const hydrated = useHydrated();
  return (
    <header className="border-b border-line bg-canvas">
      {/* Below 640 px: the name and the session part on the first row, language and theme on the
          second; from 640 px, one row. The session part (empty in the prerendered HTML, then
          "Sign in" or the bell) sits where its change of width moves nothing else: at the end of
          the first row on a phone, and before the packed-to-the-end language and theme controls
          on a wide screen. */}
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-gutter">
        <Link
          to="/$locale/"
          params={{ locale }}
          activeOptions={{ exact: true }}
          className="me-auto text-body font-bold text-brand focus-visible:outline-2 focus-visible:outline-focus sm:text-title"
        >
          {messages.siteName}
        </Link>
        {!hydrated ? (
          // The prerendered HTML serves visitors and signed-in people alike: the slot stays
          // empty until the browser knows which one is reading.
          <span className="inline-block size-11" aria-hidden="true" />
        ) : signedIn ? (
          <Suspense fallback={<span className="inline-block size-11" aria-hidden="true" />}>
            <SignedInArea locale={locale} somethingWentWrong={messages.somethingWentWrong} />
          </Suspense>
        ) : (
          <SignInLink label={appMessages(locale).signIn} />
        )}
        <div className="flex basis-full items-center gap-2 sm:basis-auto">
          <LanguageSwitchLink target={messages.otherLanguage} />
          <ThemeToggle label={messages.darkTheme} />
        </div>
      </div>
    </header>
  );
}
