import type { PortalLocale } from '@portal/core';
import type { ServiceSuggestion } from '@portal/ui';
import { searchSuggestions } from '@portal/core/api/portal';
import { appClientsFor } from '../../platform/api/appClients';
import { readSessionHint } from '../../platform/session/sessionHint';
import { serviceLinksOf } from './searchResultLinks';

/** Ask for suggestions of `text`; aborted through `signal` when the text changes again. */
export type SuggestionPipeline = (
  text: string,
  signal: AbortSignal,
) => Promise<readonly ServiceSuggestion[]>;

/**
 * The suggestion request of the service search (spec 001 §7: global search, pageSize 5, the text's
 * language): core's `searchSuggestions` (failures → no suggestions, spec 001 §8) mapped to checked
 * links, each space hit led where the session hint says as the answer comes (`signedIn`, spec 001
 * §6: a signed-in person's own spaces, a visitor's online service). The hint is read here, in the
 * code loaded with the first search, so the hero's and header's search box carry nothing more.
 * Timing is the combobox's: at most one request per 250 ms of typing, the previous one aborted
 * through its signal, an older answer never shown over a newer one.
 */
export function suggestionPipelineFor(
  locale: PortalLocale,
  origin: string,
  signedIn: () => boolean = readSessionHint,
): SuggestionPipeline {
  const { client } = appClientsFor(locale);
  return async (text, signal) => {
    const results = await searchSuggestions(client, text, { signal });
    return serviceLinksOf(results, locale, origin, signedIn());
  };
}
