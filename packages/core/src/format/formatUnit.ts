import { describeValue } from '../rules/internal/describeValue';
import { PORTAL_NUMBERING_SYSTEM, cachedIntl, localeOption, optionsOf } from './pinnedIntl';

/** The countdown units of the lock warning (spec 001 §2: day, hour, minute, second). */
export type DurationUnit = 'day' | 'hour' | 'minute' | 'second';

export interface FormatUnitOptions {
  readonly locale?: string;
  /** `long` "5 minutes" / "5 دقائق" (default), `short` "5 min", `narrow` "5m". */
  readonly unitDisplay?: 'long' | 'short' | 'narrow';
}

/**
 * A count with its unit word in any locale, pluralised by CLDR through `Intl.NumberFormat`'s unit
 * style (issue 7: no hand-written unit tables): "1 minute", "5 minutes"; Arabic "دقيقة",
 * "دقيقتان", "5 دقائق", "11 دقيقة". Latin digits. Options that are not an object are ignored.
 * @throws {RangeError} naming the problem when the value is not a finite number, the unit not one of
 *   day/hour/minute/second, `unitDisplay` not long/short/narrow, or `locale` not a BCP 47 tag.
 */
export function formatUnit(
  value: number,
  unit: DurationUnit,
  options: FormatUnitOptions = {},
): string {
  return unitText(value, unit, options, 'formatUnit');
}

const UNITS: readonly unknown[] = ['day', 'hour', 'minute', 'second'] satisfies DurationUnit[];
const UNIT_DISPLAYS: readonly unknown[] = ['long', 'short', 'narrow'];

/**
 * {@link formatUnit}, with errors named after `caller` (formatCountdownWords shares it).
 * @internal
 */
export function unitText(
  value: number,
  unit: DurationUnit,
  options: FormatUnitOptions | undefined,
  caller: string,
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`${caller}: value must be a finite number, got ${describeValue(value)}`);
  }
  if (!UNITS.includes(unit))
    throw new RangeError(
      `${caller}: unit must be day, hour, minute or second; got ${describeValue(unit)}`,
    );
  const { locale: localeSetting, unitDisplay = 'long' } = optionsOf(options);
  if (!UNIT_DISPLAYS.includes(unitDisplay)) {
    throw new RangeError(
      `${caller}: unitDisplay must be long, short or narrow; got ${describeValue(unitDisplay)}`,
    );
  }
  const locale = localeOption(localeSetting, caller);
  const settings = {
    style: 'unit',
    unit,
    unitDisplay,
    numberingSystem: PORTAL_NUMBERING_SYSTEM,
  } as const;
  return cachedIntl(
    'unit',
    locale,
    settings,
    () => new Intl.NumberFormat(locale, settings),
    caller,
  ).format(value);
}
