import type { PortalLocale } from '@portal/core';
import type { ServiceSuggestion } from '@portal/ui';
import { searchSuggestions } from '@portal/core/api/portal';
import { appClientsFor } from '../../platform/api/appClients';
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
