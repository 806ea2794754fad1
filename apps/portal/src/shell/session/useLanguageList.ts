import type { PortalLocale } from '@portal/core';
import { customItemCall, getLanguageList, type LanguageEntry } from '@portal/core/api/portal';
import { useQuery } from '@tanstack/react-query';
import { portalQuery } from '../../platform/api/portalQuery';
import { sessionClientFor } from './sessionClient';

/**
 * The CMS item that holds the interface languages (spec 001 §7: a custom item whose `code` is JSON
 * with `data.languages`); the sandbox serves it under this id.
 */
export const LANGUAGE_LIST_ITEM_ID = 'languages';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The dialogs' language list (S4.7), cached by core with its locale and by the query cache. */
export function useLanguageList(locale: PortalLocale) {
  return useQuery({
    ...portalQuery(
      customItemCall,
      sessionClientFor(locale),
      { itemId: LANGUAGE_LIST_ITEM_ID },
      (client, input, options): Promise<LanguageEntry[]> =>
        getLanguageList(client, { ...input, storage: browserStorage() }, options),
    ),
    retry: false,
  });
}
