import { searchResultsPath, type PortalLocale } from '@portal/core';
import { searchSuggestions } from '@portal/core/api/portal';
import type { ServiceSuggestion } from '@portal/ui';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { appClientsFor } from '../../api/appClients';
import { serviceLinksOf } from './searchResultLinks';

/** Ask for suggestions of `text`; aborted through `signal` when the text changes again. */
export type SuggestionPipeline = (
  text: string,
  signal: AbortSignal,
) => Promise<readonly ServiceSuggestion[]>;

/**
 * The suggestion request of the service search (spec 001 §7: global search, pageSize 5, the text's
 * language): core's `searchSuggestions` (failures → no suggestions, spec 001 §8) mapped to checked
 * links. Timing is the combobox's: at most one request per 250 ms of typing, the previous one
 * aborted through its signal, an older answer never shown over a newer one.
 */
export function suggestionPipelineFor(locale: PortalLocale, origin: string): SuggestionPipeline {
  const { client } = appClientsFor(locale);
  return async (text, signal) =>
    serviceLinksOf(await searchSuggestions(client, text, { signal }), locale, origin);
}

/** What a `ServiceSearch` needs from the app: suggestions, opening one, and searching a text. */
export interface ServiceSearchHandlers {
  readonly onSearch: SuggestionPipeline;
  readonly onSelect: (suggestion: ServiceSuggestion) => void;
  readonly onSubmit: (text: string) => void;
}

/**
 * The service search's handlers for a page language (hero and header): suggestions from the
 * sandbox/backend, a chosen one opens its page, a submitted text opens `/searchresults?q=`.
 * `onSubmit` can be overridden (the change-language check runs first on the home page).
 */
export function useServiceSuggestions(locale: PortalLocale): ServiceSearchHandlers {
  const navigate = useNavigate();
  const onSearch = useCallback<SuggestionPipeline>(
    (text, signal) => suggestionPipelineFor(locale, window.location.origin)(text, signal),
    [locale],
  );
  const onSelect = useCallback(
    (suggestion: ServiceSuggestion) => void navigate({ href: suggestion.href }),
    [navigate],
  );
  const onSubmit = useCallback(
    (text: string) => void navigate({ href: `/${locale}${searchResultsPath(text)}` }),
    [locale, navigate],
  );
  return { onSearch, onSelect, onSubmit };
}
