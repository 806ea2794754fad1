/**
 * The audiences with an "All services" page (spec 001 §2: individuals and business), the values of
 * `/services/$audience`. Kept here rather than imported from `@portal/core/api/portal` (where
 * `SERVICE_LIST_BUNDLES` lists the same two) so the route tree, which every page loads, pulls in no
 * API schema; `serviceListBundle.test.ts` checks both lists agree.
 */
export const SERVICE_LIST_PAGE_AUDIENCES = ['individual', 'business'] as const;

/** An audience of an "All services" page. */
export type ServiceListPageAudience = (typeof SERVICE_LIST_PAGE_AUDIENCES)[number];

/** Whether a path segment names an audience with an "All services" page. */
export function isServiceListBundle(value: string): value is ServiceListPageAudience {
  return (SERVICE_LIST_PAGE_AUDIENCES as readonly string[]).includes(value);
}
