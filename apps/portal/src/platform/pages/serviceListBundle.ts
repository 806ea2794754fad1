/**
 * The audiences with an "All services" page, the values of `/services/$audience`: the bundles
 * (spec 001 §2: individuals and business) and the personas (spec 001 §1: Emirati citizens and
 * residents; the home's "Emirati citizens" card links `/services/emirati`). Kept here rather than
 * imported from `@portal/core/api/portal` (where `SERVICE_LIST_AUDIENCES` lists the same four) so
 * the route tree, which every page loads, pulls in no API schema; `serviceListBundle.test.ts`
 * checks both lists agree.
 */
export const SERVICE_LIST_PAGE_AUDIENCES = ['individual', 'business', 'emirati', 'expat'] as const;

/** An audience of an "All services" page. */
export type ServiceListPageAudience = (typeof SERVICE_LIST_PAGE_AUDIENCES)[number];

/** Whether a path segment names an audience with an "All services" page. */
export function isServiceListAudience(value: string): value is ServiceListPageAudience {
  return (SERVICE_LIST_PAGE_AUDIENCES as readonly string[]).includes(value);
}
