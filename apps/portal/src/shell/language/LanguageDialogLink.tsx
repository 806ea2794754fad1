import { useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { LANGUAGE_MODAL_SEGMENT } from '@portal/core';
import { useHydrated } from '../../platform/page/useHydrated';
import { requestLanguageModal } from '../document/languageModalRequest';
import { isPlainClick } from '../LanguageSwitchLink';

export interface LanguageDialogLinkProps {
  /** Its visible name ("Language"). */
  readonly label: string;
  /** Called before the dialog opens (the header closes its mobile menu). */
  readonly onOpen?: () => void;
}

/**
 * The header's language control (SCREENS S9.2): opens the change-language dialog of every
 * language. It is a link to this page's address ending in `langsTranslation` (spec 001 §2), so before
 * the app runs (or in a new tab) the browser loads the page and the address opens the dialog; once
 * the app runs, a click opens the dialog in place.
 */
export function LanguageDialogLink({ label, onOpen }: LanguageDialogLinkProps) {
  const location = useRouterState({ select: (state) => state.location });
  const hydrated = useHydrated();
  const path = location.pathname.endsWith('/') ? location.pathname : `${location.pathname}/`;
  // As LanguageSwitchLink: the prerendered HTML carries the path only; the head script copies the
  // address's query onto the link when it is used before the app starts (`data-keep-query`).
  const href = `${path}${LANGUAGE_MODAL_SEGMENT}${hydrated ? location.searchStr : ''}`;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (hydrated && isPlainClick(event)) {
      event.preventDefault();
      onOpen?.();
      requestLanguageModal();
    }
  };

  return (
    <a
      href={href}
      data-keep-query=""
      aria-haspopup="dialog"
      onClick={onClick}
      className="inline-flex min-h-11 items-center rounded-control px-3 py-2 font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
    >
      {label}
    </a>
  );
}
