import { searchResultsPath, shouldOfferLanguageSwitch, type PortalLocale } from '@portal/core';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';

// Its own chunk: the dialog's code (Radix Dialog, focus trap) loads with its words, when a search
// first needs it, not with the page's search box.
const SearchLanguageDialog = lazy(() => import('./SearchLanguageDialog'));

/** The language the portal switches to from `locale` (the only two: English and Arabic). */
const otherLocaleOf = (locale: PortalLocale): PortalLocale => (locale === 'en' ? 'ar-AE' : 'en');

/** What a search box needs to check a submitted text's language first. */
export interface SearchLanguageCheck {
  /** Submit a search: the results, or first the change-language dialog (S4.4). */
  readonly onSubmit: (text: string) => void;
  /** Render this once beside the search box: the dialog, while a search waits for the answer. */
  readonly languageDialog: ReactNode;
}

/**
 * The search's language check (SCREENS.md S4.4; spec 001 §4, §5): a text typed in the other script
 * than the page's language (core's `shouldOfferLanguageSwitch`) first asks "continue in this language
 * or switch"; Continue opens the results in the page's language, Switch the same search under the
 * other language's prefix (whose page then remembers the language in the cookies, like the header's
 * language link). Closing the dialog searches nothing. The dialog's words (`session` catalogue) load
 * only when it is first needed, as does its code, so the home page does not pay for them.
 */
export function useSearchLanguageCheck(locale: PortalLocale): SearchLanguageCheck {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string>();
  const search = useCallback(
    (text: string, language: PortalLocale) =>
      void navigate({ href: `/${language}${searchResultsPath(text)}` }),
    [navigate],
  );
  const onSubmit = useCallback(
    (text: string) => {
      if (shouldOfferLanguageSwitch(text, locale)) setPending(text);
      else search(text, locale);
    },
    [locale, search],
  );
  const languageDialog =
    pending === undefined ? null : (
      <Suspense fallback={null}>
        <SearchLanguageDialog
          locale={locale}
          onClose={() => setPending(undefined)}
          onStay={() => {
            setPending(undefined);
            search(pending, locale);
          }}
          onSwitch={() => {
            setPending(undefined);
            search(pending, otherLocaleOf(locale));
          }}
        />
      </Suspense>
    );
  return { onSubmit, languageDialog };
}
