import { searchSuggestions } from '@portal/core/api/portal';
import type { SuggestionSearch } from '../../../components/SearchCombobox';
import { sandboxStory } from '../../../storybook/sandboxStory';
import type { ServiceSuggestion } from './ServiceSearch';

/**
 * Story parameters: the sandbox's global search as the app wires it (spec 001 §7, page size 5, the
 * text's language), its results as suggestions with an address. Read with
 * `sandboxData<SuggestionSearch<ServiceSuggestion>>(loaded)`.
 */
export const loadSuggestionSearch = sandboxStory({
  load:
    async ({ client }): Promise<SuggestionSearch<ServiceSuggestion>> =>
    async (text, signal) =>
      (await searchSuggestions(client, text, { signal })).map((result, index) => ({
        id: result.id ?? String(index),
        label: result.Data?.ServiceShortName ?? result.Data?.title ?? '',
        href: `/${result.Path ?? ''}`,
      })),
});
