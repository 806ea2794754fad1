import { describeValue } from '../internal/describeValue';
import type { SpaceKind } from '../routing/queryParams';
import type { Application } from './application';
import { requestSpacesOf, type RequestSpace } from './requestSpaces';

/** One space of the person with its submitted requests, in the order the list gave them. */
export interface SpaceRequests {
  readonly space: RequestSpace;
  readonly requests: Application[];
}

/** The space kinds in the order the spaces page offers them (spec 001 §2: buss, then prop). */
export const SPACE_KINDS: readonly SpaceKind[] = ['business', 'property'];

const CODE_OF_KIND: Readonly<Record<SpaceKind, 'buss' | 'prop'>> = {
  business: 'buss',
  property: 'prop',
};

/**
 * The `spaceCode` query value of a space kind (spec 001 §2: business → buss, property → prop).
 * @throws {RangeError} for anything but a space kind.
 */
export function spaceCodeOf(kind: SpaceKind): 'buss' | 'prop' {
  if (kind !== 'business' && kind !== 'property') {
    throw new RangeError(
      `spaceCodeOf: kind must be 'business' or 'property'; got ${describeValue(kind)}`,
    );
  }
  return CODE_OF_KIND[kind];
}

/**
 * The person's spaces of one kind, each with its submitted requests (SCREENS.md S8.3; spec 000 §3
 * Space: spaceId, spaceCode, spaceAuthority), for the spaces page. The spaces are those
 * {@link requestSpacesOf} reads from the same items, in the order first met; each request is put
 * under the space it names (the same id, code and authority). Drafts and journey stages are left
 * out: a draft belongs to no space yet, and a stage is shown on its journey.
 *
 * Never throws: anything but a list of applications gives no space.
 */
export function spaceRequestsOf(
  applications: readonly Application[],
  kind?: SpaceKind,
): SpaceRequests[] {
  if (!Array.isArray(applications)) return [];
  const requests = applications.filter(
    (application): application is Application =>
      application !== null && typeof application === 'object' && application.kind === 'request',
  );
  const keyOf = (space: {
    readonly spaceId: string;
    readonly spaceCode: string | undefined;
    readonly spaceAuthority: string | undefined;
  }) => `${space.spaceId}\u0000${space.spaceCode ?? ''}\u0000${space.spaceAuthority ?? ''}`;
  const grouped = new Map<string, SpaceRequests>(
    requestSpacesOf(requests, kind).map((space) => [keyOf(space), { space, requests: [] }]),
  );
  for (const request of requests) {
    if (request.space === undefined) continue;
    grouped.get(keyOf(request.space))?.requests.push(request);
  }
  return [...grouped.values()];
}
