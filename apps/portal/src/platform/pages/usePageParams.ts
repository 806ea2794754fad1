import { useParams } from '@tanstack/react-router';
import type { PathParamsOf } from './pagePath';
import { PORTAL_PAGES, type PortalPageId, type PortalPageOf } from './pageTable';

/** The parameter names of each page's path (`/mylocker/journeys/$journeyId` → `journeyId`). */
const PARAM_NAMES = new Map<string, readonly string[]>(
  PORTAL_PAGES.map((page) => [
    page.id,
    [...page.path.matchAll(/\$(\w+)/g)].map(([, name]) => name!),
  ]),
);

/**
 * The path parameters of the page `id` of the table, as its path names them
 * (`usePageParams('lockerJourney').journeyId`). The router matched the address against that path,
 * so each is present; a screen rendered outside it (a story, a test) reads empty text.
 */
export function usePageParams<Id extends PortalPageId>(
  id: Id,
): { readonly [Name in PathParamsOf<PortalPageOf<Id>['path']>]: string } {
  const params: Readonly<Record<string, string | undefined>> = useParams({ strict: false });
  const names = PARAM_NAMES.get(id) ?? [];
  return Object.fromEntries(names.map((name) => [name, params[name] ?? ''])) as never;
}
