import { useRouter, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { signInHref } from '../session/signIn';
import { isPlainClick } from './LanguageSwitchLink';

export interface SignInLinkProps {
  readonly label: string;
}

/**
 * The visitor's way in: `/login?redirectUrl=<this page>`, so sign-in returns here. A plain click
 * moves within the app (no second page load before the hand-over to the sign-in page).
 */
export function SignInLink({ label }: SignInLinkProps) {
  const router = useRouter();
  const location = useRouterState({ select: (state) => state.location });
  const href = signInHref({
    origin: window.location.origin,
    pathname: location.pathname,
    search: location.searchStr,
    hash: location.hash === '' ? '' : `#${location.hash}`,
  });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a
      href={href}
      onClick={onClick}
      className="inline-flex min-h-11 items-center rounded-control bg-brand px-4 font-semibold text-on-brand hover:bg-brand-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {label}
    </a>
  );
}
