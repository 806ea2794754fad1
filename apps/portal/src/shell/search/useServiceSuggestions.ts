import { searchResultsPath, type PortalLocale } from '@portal/core';
import type { ServiceSuggestion } from '@portal/ui';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { SuggestionPipeline } from './suggestionPipeline';

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
  // The request's code (API client, the search call's schemas) loads with the first search, not
  // with the page: the hero's search box is part of the home page's first JavaScript.
  const onSearch = useCallback<SuggestionPipeline>(
    async (text, signal) =>
      (await import('./suggestionPipeline')).suggestionPipelineFor(locale, window.location.origin)(
        text,
        signal,
      ),
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
