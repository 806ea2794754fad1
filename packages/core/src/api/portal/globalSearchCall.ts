import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { SEARCH_TABS } from '../../rules/routing/searchTabs';
import { listOf, optionalFlag, optionalIdText, optionalText } from '../internal/wireValues';

/** Suggestions shown under the search box (spec 001 §7, §9: pageSize 5). */
export const SEARCH_SUGGESTIONS_PAGE_SIZE = 5;

// The tabs are a page rule (the results page's address carries one), so they live with the routing
// rules in the root entry: an app reading `?tab=` at start-up does not load the call's schemas.
export { SEARCH_TABS, type SearchTab } from '../../rules/routing/searchTabs';

/**
 * Wire payload of the global search (spec 001 §7: pageSize=5, pageNum=1, lang, q).
 * Choice: sent in the JSON body, as the home search does; the header search's query-string form carries
 * the same four values.
 */
export const globalSearchRequestSchema = z.object({
  pageSize: z.number().check(z.int(), z.positive(), z.maximum(50)),
  pageNum: z.number().check(z.int(), z.positive()),
  lang: z.enum(['en', 'ar-AE']),
  q: z.string().check(z.minLength(1), z.maxLength(200)),
  /**
   * The results page's audience tab (spec 001 §2 "tabs Individual, Emirati, Business, Workspaces").
   * Assumption: the spec names the tabs, not how they reach the search; an optional field keeps the
   * suggestions' four-value payload as the spec writes it.
   */
  tab: z.optional(z.enum(SEARCH_TABS)),
});

/**
 * One search hit (spec 001 §3: ItemType, Path, id, Data.OnlineService). `ItemType` `service` is a
 * catalogue service at `Path`; `space` is one of the person's spaces (spec 001 §6), which
 * `searchResultDestinationOf` sends to the signed-in person's own spaces page and a visitor to `Path`,
 * the online service of that kind of space.
 */
export const searchResultSchema = z.object({
  id: optionalIdText,
  ItemType: optionalText,
  Path: optionalText,
  Data: z.nullish(
    z.object({
      OnlineService: optionalFlag,
      ServiceShortName: optionalText,
      title: optionalText,
      /**
       * ASSUMED (the spec names a space hit's two destinations, not how its kind travels): the kind
       * of a `space` hit as the spaces page's `spaceCode` writes it, `buss` or `prop` (any case);
       * another value or none leaves the hit on its `Path`. Text, not an enum: a kind this portal
       * does not know must not make the whole answer invalid.
       */
      SpaceCode: optionalText,
    }),
  ),
});

/** Answer of the search (spec 001 §7: "reads data.data as suggestions, else an empty list"). */
export const globalSearchResponseSchema = z.object({
  data: z.nullish(
    z.object({
      data: listOf(searchResultSchema),
      /** How many hits the whole search found (for the results page's count and paging). */
      total: z.nullish(z.number().check(z.int(), z.nonnegative())),
    }),
  ),
});

export type GlobalSearchRequest = z.infer<typeof globalSearchRequestSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;

/** POST /pub/cms/global/search (spec 001 §7). */
export const globalSearchCall = defineCall({
  id: 'portal.globalSearch',
  method: 'POST',
  path: '/pub/cms/global/search',
  request: globalSearchRequestSchema,
  response: globalSearchResponseSchema,
});
