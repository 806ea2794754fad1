import { switchLocalePath, type PortalLocale } from '@portal/core';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useHydrated } from '../platform/page/useHydrated';

export interface LanguageSwitchLinkProps {
  /** The language the link opens, and its name written in that language. */
  readonly target: { readonly locale: PortalLocale; readonly label: string };
}

/**
 * The same page in the other language: core's `switchLocalePath` swaps the prefix, and the query and
 * fragment are kept as they are (`/en/searchresults?q=bill` → `/ar-AE/searchresults?q=bill`). The
 * page then shown remembers its language in the cookies (`useLanguageCookies`).
 */
export function LanguageSwitchLink({ target }: LanguageSwitchLinkProps) {
  const router = useRouter();
  const location = useRouterState({ select: (state) => state.location });
  // A prerendered page cannot know the query it will be opened with: its HTML (and the hydrating
  // render, which must match it) carries the path only; the head script copies the address's
  // query and fragment onto the link (`data-keep-query`) when it is used, before the app starts
  // too (src/platform/boot/linkAddressScript.ts).
  const hydrated = useHydrated();
  const href = `${switchLocalePath(location.pathname, target.locale)}${
    hydrated ? `${location.searchStr}${location.hash === '' ? '' : `#${location.hash}`}` : ''
  }`;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click while the page is still becoming the app (React replays it to this handler during
    // hydration) is the browser's: the router may not have finished its first load, and a navigation
    // asked for then was lost (the page stayed in its language). The link itself is right already.
    if (hydrated && isPlainClick(event)) {
      event.preventDefault();
      void router.navigate({ href });
    }
  };

  return (
    <a
      href={href}
      data-keep-query=""
      lang={target.locale}
      hrefLang={target.locale}
      onClick={onClick}
      className="rounded-control px-3 py-2 font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
    >
      {target.label}
    </a>
  );
}

/** A left click without modifiers: the app navigates; any other click is the browser's (new tab…). */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The language the switch opens from `locale` (the portal's two page languages), named by the shell
 * catalogue's `shell.otherLanguage` (written in that language). The header's switch and the settings
 * page's (S8.2) use it, so they always open the same page.
 */
export function otherLanguageOf(
  locale: PortalLocale,
  t: (key: string) => string,
): LanguageSwitchLinkProps['target'] {
  return {
    locale: locale === 'ar-AE' ? 'en' : 'ar-AE',
    label: t('shell.otherLanguage'),
  };
}
