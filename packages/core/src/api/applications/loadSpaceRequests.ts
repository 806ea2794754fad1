import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import type { Application } from '../../rules/applications/application';
import { spaceRequestsOf, type SpaceRequests } from '../../rules/applications/spaceRequests';
import { pageCountOf } from '../../rules/paging/pageCount';
import type { SpaceKind } from '../../rules/routing/queryParams';
import type { SpaceStatistics } from './applicationCalls';
import { getSpaceStatistics } from './applicationDetails';
import { COMBINED_LIST_PAGE_SIZE, getCombinedList } from './applicationLists';

/**
 * How many pages of the combined list the spaces page reads at most (10 requests each): enough for
 * a person's spaces, bounded so a very long history costs at most this many reads.
 */
export const SPACE_REQUEST_PAGES = 5;

/** One space of the person with its request statistics and its submitted requests. */
export interface SpaceWithRequests extends SpaceRequests {
  readonly statistics: SpaceStatistics;
}

/** The person's spaces of one kind, and whether every request of theirs was read. */
export interface SpaceRequestsAnswer {
  readonly spaces: SpaceWithRequests[];
  /** False when the person has more requests than {@link SPACE_REQUEST_PAGES} pages hold. */
  readonly complete: boolean;
  /** data.Lookups.ADGE of the first page, to name each space's authority (`entityFilterOptionsOf`). */
  readonly adgeLookup: unknown;
}

export interface LoadSpaceRequestsOptions extends CallOptions {
  /** Only spaces of this kind (the page's `spaceCode`, spec 001 §2); all kinds when absent. */
  readonly kind?: SpaceKind;
}

/**
 * The person's spaces with their requests and statistics (SCREENS.md S8.3 `/spaces?spaceCode=`).
 *
 * Choice: the spec has no call that lists a space's requests. The spec's own calls give them: the
 * combined list (spec 000 §7 retrieve/getlist/combined, drafts left out, newest first) read page by
 * page, at most {@link SPACE_REQUEST_PAGES} pages, its items grouped by the space they name
 * (`spaceRequestsOf`); then each space's statistics (myspaces-render sla/myrequests/statistics) in
 * parallel; the first page's ADGE lookup names the spaces' authorities. Delegated requests are left out, as on the locker home's statistics.
 * @throws {PortalError} when a page of requests or any space's statistics cannot be read.
 */
export async function loadSpaceRequests(
  client: PortalClient,
  options: LoadSpaceRequestsOptions = {},
): Promise<SpaceRequestsAnswer> {
  const { kind, signal } = options;
  const items: Application[] = [];
  let pageCount = 1;
  let page = 1;
  let adgeLookup: unknown;
  for (; page <= Math.min(pageCount, SPACE_REQUEST_PAGES); page += 1) {
    const answer = await getCombinedList(client, { addDrafts: false, page }, { signal });
    items.push(...answer.items);
    if (page === 1) adgeLookup = answer.adgeLookup;
    // Without a total, a short page is the last one.
    pageCount =
      answer.totalCount === undefined
        ? answer.items.length < COMBINED_LIST_PAGE_SIZE
          ? page
          : page + 1
        : pageCountOf(answer.totalCount, COMBINED_LIST_PAGE_SIZE);
  }
  const spaces = await Promise.all(
    spaceRequestsOf(items, kind).map(async (entry) => ({
      ...entry,
      statistics: await getSpaceStatistics(client, entry.space, { signal }),
    })),
  );
  return { spaces, complete: pageCount <= SPACE_REQUEST_PAGES, adgeLookup };
}
