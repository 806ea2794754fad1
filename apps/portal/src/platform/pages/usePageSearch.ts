import { useSearch } from '@tanstack/react-router';
import type { PortalPageId, PortalPageOf } from './pageTable';
import type { PortalSearch, PortalSearchKey } from './searchParams';

/** The checked query of a page: the portal's values of the keys it names, or its own reader's. */
export type PageSearch<Id extends PortalPageId> =
  PortalPageOf<Id> extends { readonly search: readonly (infer Key extends PortalSearchKey)[] }
    ? Pick<PortalSearch, Key>
    : PortalPageOf<Id> extends { readonly search: (raw: Record<string, unknown>) => infer Checked }
      ? Checked
      : Record<string, never>;

/**
 * The query of the page `id` as its entry of the table checks it (`usePageSearch('lockerPayments')
 * .dueOnly`): the route's `validateSearch` ran the same reader, so a stray value is already gone.
 */
export function usePageSearch<Id extends PortalPageId>(_id: Id): PageSearch<Id> {
  return useSearch({ strict: false }) as PageSearch<Id>;
}
