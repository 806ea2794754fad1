import type { SpaceKind } from '../routing/queryParams';
import type { Application } from './application';

/** A space whose request statistics can be read: all three of spec 000 §3's fields are known. */
export interface RequestSpace {
  readonly spaceId: string;
  readonly spaceCode: string;
  readonly spaceAuthority: string;
  readonly kind: SpaceKind | undefined;
}

const KIND_OF_CODE: Readonly<Record<string, SpaceKind>> = { buss: 'business', prop: 'property' };

/**
 * The spaces the person's locker items belong to, once each, in the order first met (SCREENS.md
 * S3.1 "space request statistics"), for the statistics read (spec 000 §7 myspaces-render
 * statistics: spaceId, spaceAuthority, spaceCode). With `kind` (the page's `spaceCode` query, spec
 * 001 §2: buss = business, prop = property), only spaces of that kind.
 *
 * Choice: the spec does not say where the locker learns the person's spaces; the locker items name
 * theirs (the SLA read takes SpaceID, SpaceCode and SpaceAuthority from them), so they are read from
 * there. A space missing its code or authority is left out: the statistics read needs all three.
 */
export function requestSpacesOf(
  applications: readonly Pick<Application, 'space'>[],
  kind?: SpaceKind,
): RequestSpace[] {
  const spaces = new Map<string, RequestSpace>();
  // Never throws (the rules' promise): anything but a list names no space.
  if (!Array.isArray(applications)) return [];
  for (const application of applications) {
    const space = application?.space;
    if (space?.spaceCode === undefined || space.spaceAuthority === undefined) continue;
    const key = `${space.spaceId}\u0000${space.spaceCode}\u0000${space.spaceAuthority}`;
    if (spaces.has(key)) continue;
    const spaceKind = KIND_OF_CODE[space.spaceCode];
    if (kind !== undefined && spaceKind !== kind) continue;
    spaces.set(key, {
      spaceId: space.spaceId,
      spaceCode: space.spaceCode,
      spaceAuthority: space.spaceAuthority,
      kind: spaceKind,
    });
  }
  return [...spaces.values()];
}
