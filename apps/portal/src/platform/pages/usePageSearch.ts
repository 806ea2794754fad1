import { useSearch } from '@tanstack/react-router';
import type { PORTAL_PAGES, PortalPageId } from './pageTable';
import type { PortalSearch, PortalSearchKey } from './searchParams';

type PageOf<Id extends PortalPageId> = Extract<(typeof PORTAL_PAGES)[number], { id: Id }>;

/** The checked query of a page: the portal's values of the keys it names, or its own reader's. */
export type PageSearch<Id extends PortalPageId> =
  PageOf<Id> extends { readonly search: readonly (infer Key extends PortalSearchKey)[] }
    ? Pick<PortalSearch, Key>
    : PageOf<Id> extends { readonly search: (raw: Record<string, unknown>) => infer Checked }
      ? Checked
      : Record<string, never>;

/**
 * The query of the page `id` as its entry of the table checks it (`usePageSearch('lockerPayments')
 * .dueOnly`): the route's `validateSearch` ran the same reader, so a stray value is already gone.
 */
export function usePageSearch<Id extends PortalPageId>(_id: Id): PageSearch<Id> {
  return useSearch({ strict: false }) as PageSearch<Id>;
}
