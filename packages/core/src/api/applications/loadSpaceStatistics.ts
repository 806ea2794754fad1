import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { requestSpacesOf, type RequestSpace } from '../../rules/applications/requestSpaces';
import type { SpaceKind } from '../../rules/routing/queryParams';
import type { SpaceStatistics } from './applicationCalls';
import { getSpaceStatistics } from './applicationDetails';
import { getCombinedList } from './applicationLists';

/** One space of the person with its request statistics. */
export interface SpaceWithStatistics {
  readonly space: RequestSpace;
  readonly statistics: SpaceStatistics;
}

export interface LoadSpaceStatisticsOptions extends CallOptions {
  /** Only spaces of this kind (the page's `spaceCode`, spec 001 §2); all kinds when absent. */
  readonly kind?: SpaceKind;
}

/**
 * The request statistics of the person's spaces (SCREENS.md S3.1; spec 000 §7 myspaces-render
 * sla/myrequests/statistics), each space read in parallel.
 *
 * Choice: the spec does not say how the locker learns the person's spaces. They are read from the
 * first page of submitted requests (drafts left out: a draft belongs to no space yet), whose items
 * name their space (`requestSpacesOf`); a space seen only on later pages is not counted here.
 * @throws {PortalError} when the requests or any space's statistics cannot be read.
 */
export async function loadSpaceStatistics(
  client: PortalClient,
  options: LoadSpaceStatisticsOptions = {},
): Promise<SpaceWithStatistics[]> {
  const { kind, signal } = options;
  const requests = await getCombinedList(client, { addDrafts: false }, { signal });
  const spaces = requestSpacesOf(requests.items, kind);
  return Promise.all(
    spaces.map(async (space) => ({
      space,
      statistics: await getSpaceStatistics(client, space, { signal }),
    })),
  );
}
