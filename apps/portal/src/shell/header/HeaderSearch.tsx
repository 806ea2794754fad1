import type { PortalLocale } from '@portal/core';
import { ServiceSearch, serviceSearchLabelsOf } from '@portal/ui';
import { useMessages } from '../../platform/i18n/useMessages';
import { useSearchLanguageCheck } from '../search/SearchLanguageCheck';
import { useServiceSuggestions } from '../search/useServiceSuggestions';

export interface HeaderSearchProps {
  readonly locale: PortalLocale;
}

/**
 * The header's service search (SCREENS.md S1.1, spec 001 §2 "search with suggestions"): the compact
 * `ServiceSearch` with the hero's pipeline (up to 5 suggestions, a chosen one opens its page, Enter
 * opens the results) and its language check (a text in the other script asks first, S4.4). Its own
 * chunk with the `home` words, loaded after the page is drawn (see `Header`).
 */
export default function HeaderSearch({ locale }: HeaderSearchProps) {
  const t = useMessages('home', 'common');
  const search = useServiceSuggestions(locale);
  const checked = useSearchLanguageCheck(locale);
  return (
    <>
      <ServiceSearch
        variant="compact"
        labels={serviceSearchLabelsOf(t)}
        {...search}
        onSubmit={checked.onSubmit}
      />
      {checked.languageDialog}
    </>
  );
}
