import { isLockRequested, tammByYouHeaderStyleOf, type PortalLocale } from '@portal/core';
import { SiteHeader, type SiteHeaderAccount } from '@portal/ui';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useHydrated } from '../platform/page/useHydrated';
import { loadMessages } from '../platform/i18n/translatorFor';
import { useMessages } from '../platform/i18n/useMessages';
import { writeSessionHint } from '../platform/session/sessionHint';
import { useSessionState } from './session/useSessionHint';
import { useSignInHref } from './session/useSignInHref';
import { headerItemsFor, headerSessionOf } from './header/headerSession';
import { pageHasSearch } from './header/pageHasSearch';
import { useHeaderContent } from './header/useHeaderContent';
import { useSessionUser } from './header/useSessionUser';
import { LanguageDialogLink } from './language/LanguageDialogLink';
import { LanguageSwitchLink, otherLanguageOf } from './LanguageSwitchLink';
import { SignInLink } from './SignInLink';
import { ThemeToggle } from './ThemeToggle';
import { AssistantHeaderButton } from './assistant/AssistantHeaderButton';
import { pagePath } from '../platform/pages/pagePath';

const HeaderSearch = lazy(() => import('./header/HeaderSearch'));
const SignedInBell = lazy(() =>
  import('./SignedInArea').then((module) => ({ default: module.SignedInBell })),
);
const SignedInProfileMenu = lazy(() =>
  import('./SignedInArea').then((module) => ({ default: module.SignedInProfileMenu })),
);

export interface HeaderProps {
  readonly locale: PortalLocale;
}

/** Holds the place of a part that is still loading, at its size, so nothing moves when it comes. */
const placeholder = <span className="inline-block size-11" aria-hidden="true" />;

/** The search box's place while its code and words load (the compact box's height and width). */
const searchPlaceholder = <span className="block h-11 w-full max-w-xs" aria-hidden="true" />;

/**
 * The portal's header (SCREENS.md S1.1–S1.4, S1.10, S1.11): @portal/ui's `SiteHeader` with the
 * CMS's logo and links (read after the first paint; left out when they cannot be read), the
 * language switch, and the session's part as core's `headerItemsOf` says: register and sign-in for
 * a visitor; the bell and its panel and the profile menu (with sign-out and its confirmation) for
 * someone signed in; the reduced header of a Stay Signed-In session. The signed-in parts load on
 * their own, as does the search box (not on the home and results pages, which hold their own).
 * The prerendered HTML is a visitor's; a browser whose session hint (the server's cookie) says
 * signed in hides its visitor parts from the first paint (the boot script's mark) until the
 * signed-in ones come. `/tamm-by-you/…` pages take their dark or transparent header (core's
 * `tammByYouHeaderStyleOf`).
 */
export function Header({ locale }: HeaderProps) {
  const t = useMessages('shell', 'common');
  const hydrated = useHydrated();
  // Controlled so the language control can close the mobile menu before its dialog opens.
  const [menuOpen, setMenuOpen] = useState(false);
  // The server's word on the session (its hint cookie), followed as its answers change it: a session
  // that ends (a 401 removes the hint) turns this header into a visitor's; one that starts elsewhere
  // (another tab, a server that starts signed in) into a signed-in one.
  const sessionState = useSessionState();
  const signedIn = sessionState !== 'visitor';
  const content = useHeaderContent(locale, hydrated);
  const location = useRouterState({ select: (state) => state.location });
  const signInLink = useSignInHref();
  const headerStyle = tammByYouHeaderStyleOf(location.pathname) ?? 'default';
  const lockRequested =
    location.pathname.endsWith('/my-data/settings') && isLockRequested(location.searchStr);
  const sessionUser = useSessionUser(locale, hydrated && signedIn, lockRequested, sessionState);
  const sessionEnded = sessionUser.status === 'signedOut';
  const loadSignedInParts = hydrated && signedIn;
  useEffect(() => {
    // Fetch the bell's and the profile menu's code and the profile menu's words while the server
    // is asked who signed in, rather than one after the other: the waits overlap.
    if (!loadSignedInParts) return;
    void import('./SignedInArea');
    void loadMessages(locale, 'session');
  }, [loadSignedInParts, locale]);
  useEffect(() => {
    // The server no longer knows the person (signed out in another tab, or expired): the next page
    // starts as a visitor's; this one already draws a visitor's header (`sessionEnded`).
    if (sessionEnded) writeSessionHint(false);
  }, [sessionEnded]);
  const user = sessionUser.status === 'known' ? sessionUser.user : undefined;
  const session = headerSessionOf(signedIn && !sessionEnded, user);
  const items = headerItemsFor(session);

  const visitorAccount = (withRegister: boolean): SiteHeaderAccount => ({
    kind: 'visitor',
    // Choice: the CMS sends the register label only; registering happens at the digital
    // identity's own sign-in page, which the sign-in hand-over opens.
    register: withRegister
      ? { label: content.registerLabel ?? t('header.register'), href: signInLink }
      : undefined,
    signIn: <SignInLink label={t('header.signIn')} />,
  });

  let account: SiteHeaderAccount;
  if (!hydrated) {
    // The prerendered page is a visitor's (who reads cannot be known at build time), and the first
    // render draws what it drew: nothing in a visitor's header moves when the app starts. While the
    // session hint says someone signed in, the stylesheet hides these parts (SIGNED_IN_ATTRIBUTE).
    account = visitorAccount(headerItemsFor(headerSessionOf(false, undefined)).register);
  } else if (session.signedIn && sessionUser.status === 'pending') {
    // Until the server says whether this is a Stay Signed-In session, the session's part holds its
    // place: drawing the full header first would show a long session's bell for a moment.
    account = { kind: 'pending' };
  } else if (!session.signedIn) {
    account = visitorAccount(items.register);
  } else {
    const profileMenu = (
      <Suspense fallback={placeholder}>
        <SignedInProfileMenu
          locale={locale}
          session={session}
          links={content.profileLinks}
          welcomeMessage={content.welcomeMessage}
          user={user}
        />
      </Suspense>
    );
    account = items.reduced
      ? { kind: 'longSession', profileMenu }
      : {
          kind: 'signedIn',
          bell: items.notifications ? (
            <Suspense fallback={placeholder}>
              <SignedInBell locale={locale} />
            </Suspense>
          ) : undefined,
          profileMenu,
        };
  }

  // After hydration only (the prerendered HTML holds its place): the box's code and the `home` words
  // load after the page is drawn, and never on a page with a search of its own.
  const search = pageHasSearch(location.pathname, locale) ? undefined : hydrated ? (
    <Suspense fallback={searchPlaceholder}>
      <HeaderSearch locale={locale} />
    </Suspense>
  ) : (
    searchPlaceholder
  );

  return (
    <SiteHeader
      labels={{
        home: t('header.logoLabel'),
        siteName: t('shell.siteName'),
        navigation: t('header.mainNavigation'),
        menu: { open: t('header.menu.open'), close: t('header.menu.close') },
      }}
      homeHref={pagePath(locale, 'home')}
      logo={content.logo}
      navigation={content.navigation}
      search={search}
      languageSwitch={
        // The quick switch to the other page language (one click, works before the app runs), and
        // the control that opens the dialog of every language (S9.2).
        <span className="inline-flex flex-wrap items-center gap-1">
          <LanguageSwitchLink target={otherLanguageOf(locale, t)} />
          <LanguageDialogLink
            label={t('header.language.label')}
            onOpen={() => setMenuOpen(false)}
          />
        </span>
      }
      menuOpen={menuOpen}
      onMenuOpenChange={setMenuOpen}
      tools={
        <>
          {/* The assistant's panel (issue R), on every page but the assistant's own. */}
          {!/\/chat\/?$/.test(location.pathname) && (
            <AssistantHeaderButton label={t('header.assistant')} />
          )}
          <ThemeToggle label={t('shell.darkTheme')} />
        </>
      }
      account={account}
      headerStyle={headerStyle}
    />
  );
}
