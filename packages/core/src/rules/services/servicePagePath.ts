import type { PortalLocale } from '../../locale/portalLocale';
import { localePrefix } from '../routing/localePrefix';
import { pathSegment } from '../routing/pathSegment';

/** The first segment of every service page's path, and of every service's GSP path. */
const SERVICES_SEGMENT = 'services';

/** A segment a service path may hold: not empty, not a dot segment. */
function isPlainSegment(segment: string): boolean {
  return segment !== '' && segment !== '.' && segment !== '..';
}

/**
 * The service page's address (SCREENS.md S7.1) from a service's `Path` as the catalogue sends it
 * (`services/{entity}/{category}/{slug}`, with or without a leading `/`): `/{lang}/services/…`, each
 * segment percent-encoded. `undefined` when the path is not of that shape (another number of
 * segments, a query, a fragment, a dot segment, not a string), so no link is drawn to a page that
 * cannot exist. Choice (the spec shows no service page path): the catalogue's own path, under the
 * language prefix, as the portal's links already use it.
 * @throws {RangeError} when `locale` is not a portal locale.
 */
export function servicePagePath(locale: PortalLocale, gspPath: string): `/${string}` | undefined {
  const prefix = localePrefix(locale, 'servicePagePath');
  if (typeof gspPath !== 'string' || /[?#\\\s]/.test(gspPath)) return undefined;
  const segments = gspPath.replace(/^\//, '').split('/');
  if (segments.length !== 4 || segments[0] !== SERVICES_SEGMENT) return undefined;
  if (!segments.every(isPlainSegment)) return undefined;
  return `${prefix}/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
}

/**
 * The GSP path a service page reads its service by (`GET /pub/service/gsp-path/{path}`), from the
 * page's path parameters: `services/{entity}/{category}/{slug}`, the inverse of
 * {@link servicePagePath}.
 * @throws {RangeError} when a parameter is empty or not a string.
 */
export function serviceGspPathOf(params: {
  readonly entity: string;
  readonly category: string;
  readonly slug: string;
}): string {
  const segments = [
    pathSegment(params?.entity, 'serviceGspPathOf: entity'),
    pathSegment(params?.category, 'serviceGspPathOf: category'),
    pathSegment(params?.slug, 'serviceGspPathOf: slug'),
  ];
  return [SERVICES_SEGMENT, ...segments.map((segment) => decodeURIComponent(segment))].join('/');
}
