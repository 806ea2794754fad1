import { PORTAL_LOCALES, type PortalLocale } from '../../locale/portalLocale';
import { describeValue } from '../internal/describeValue';

/**
 * The `/{lang}` prefix of a portal path (spec 001 §2: `en` or `ar-AE`). Every path builder goes
 * through it, so a locale that is not a portal locale (a stray value from a cookie or a query) fails
 * once, here, with a message naming the builder, instead of producing `/undefined/mylocker`.
 * @throws {RangeError} when `locale` is not one of {@link PORTAL_LOCALES}.
 * @internal
 */
export function localePrefix(locale: PortalLocale, caller: string): `/${PortalLocale}` {
  if (!(PORTAL_LOCALES as readonly unknown[]).includes(locale)) {
    throw new RangeError(
      `${caller}: locale must be one of ${PORTAL_LOCALES.join(', ')}; got ${describeValue(locale)}`,
    );
  }
  return `/${locale}`;
}
