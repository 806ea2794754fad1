import type { PortalLocale } from '@portal/core';
import { PORTAL_PAGES, type PortalPageId, type PortalPageOf } from './pageTable';
import { stringifyPortalSearch, type PortalSearch } from './searchParams';

/** The names of a path pattern's parameters: `/a/$b/c/$d` → `'b' | 'd'`. */
export type PathParamsOf<Path extends string> = Path extends `${string}$${infer Name}/${infer Rest}`
  ? Name | PathParamsOf<`/${Rest}`>
  : Path extends `${string}$${infer Name}`
    ? Name
    : never;

/** The path parameters of a page of the table, each a non-empty text or a number. */
export type PageParams<Id extends PortalPageId> = {
  readonly [Name in PathParamsOf<PortalPageOf<Id>['path']>]: string | number;
};

/** A page's parameters and query: the parameters may be left out when its path has none. */
type PagePathArguments<Id extends PortalPageId> = [PathParamsOf<PortalPageOf<Id>['path']>] extends [
  never,
]
  ? [params?: Record<string, never>, search?: PortalSearch]
  : [params: PageParams<Id>, search?: PortalSearch];

const PATHS = new Map<string, string>(PORTAL_PAGES.map((page) => [page.id, page.path]));

/**
 * The address of a page of the table in a language: `pagePath('ar-AE', 'lockerJourney',
 * { journeyId: 'jr-0001' })` → `/ar-AE/mylocker/journeys/jr-0001`. Each parameter is one
 * percent-encoded segment; the query is written as the portal's readers read it back.
 * @throws {RangeError} when a parameter is empty.
 */
export function pagePath<Id extends PortalPageId>(
  locale: PortalLocale,
  id: Id,
  ...[params, search]: PagePathArguments<Id>
): `/${string}` {
  const pattern = PATHS.get(id) ?? '/404';
  const values = (params ?? {}) as Readonly<Record<string, string | number>>;
  const path = pattern.replace(/\$(\w+)/g, (_, name: string) => {
    const value = String(values[name] ?? '').trim();
    if (value === '') throw new RangeError(`pagePath: ${id} needs a non-empty "${name}"`);
    return encodeURIComponent(value);
  });
  const query = search === undefined ? '' : stringifyPortalSearch({ ...search });
  return `/${locale}${path === '/' ? '/' : path}${query}`;
}
