import type { PortalLocale } from '../../locale/portalLocale';
import { withQuery } from './pathSegment';
import { localePrefix } from './localePrefix';
import { describeValue } from '../internal/describeValue';

/**
 * The locker's path, on its own so a builder that needs only this one (the locker path builders,
 * notification destinations) does not carry the whole {@link PERSONAL_AREA_PATHS} table.
 * @internal
 */
export const MY_LOCKER_PATH = '/mylocker';

/**
 * Personal areas reached from the header and menus (spec 001 §2). Written without a language
 * prefix as the spec lists them; {@link localizedPath} adds one where a page needs it.
 */
export const PERSONAL_AREA_PATHS = {
  myLocker: MY_LOCKER_PATH,
  notifications: '/mylocker/notifications',
  myUtilities: '/my-utilities',
  myData: '/my-data',
  settings: '/my-data/settings',
  spaces: '/spaces',
} as const;

export type PersonalArea = keyof typeof PERSONAL_AREA_PATHS;

/** Prefixes a portal path with the locale (`/mylocker` → `/ar-AE/mylocker`); spec 001 §2. */
export function localizedPath(locale: PortalLocale, path: `/${string}`): string {
  if (typeof path !== 'string' || !path.startsWith('/')) {
    throw new RangeError(`localizedPath: path must start with "/"; got ${describeValue(path)}`);
  }
  return `${localePrefix(locale, 'localizedPath')}${path === '/' ? '/' : path}`;
}

/**
 * Where a locked session goes: `/{lang}/my-data/settings?lock=true`, which opens the unlock flow
 * (spec 001 §2, §4).
 */
export function lockedSessionPath(locale: PortalLocale): string {
  return withQuery(localizedPath(locale, PERSONAL_AREA_PATHS.settings), { lock: 'true' });
}
