import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useSignInHref } from './session/useSignInHref';
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
  const href = useSignInHref();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a
      href={href}
      onClick={onClick}
      // Hidden from the first paint while the session hint says signed in (app stylesheet);
      // pointed back at the whole address when used, before the app starts too
      // (src/platform/boot/linkAddressScript.ts).
      data-visitor-only=""
      data-return-here=""
      className="inline-flex min-h-11 items-center rounded-control bg-brand px-4 font-semibold text-on-brand hover:bg-brand-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {label}
    </a>
  );
}
