import { PORTAL_NUMBERING_SYSTEM, cachedIntl } from './pinnedIntl';

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
 * "دقيقتان", "5 دقائق", "11 دقيقة". Latin digits.
 * Throws a RangeError naming the value when it is not a finite number.
 */
export function formatUnit(value: number, unit: DurationUnit, options: FormatUnitOptions = {}): string {
  if (!Number.isFinite(value)) throw new RangeError(`formatUnit: value must be a finite number, got ${String(value)}`);
  const locale = options.locale ?? 'en';
  const settings = {
    style: 'unit',
    unit,
    unitDisplay: options.unitDisplay ?? 'long',
    numberingSystem: PORTAL_NUMBERING_SYSTEM,
  } as const;
  return cachedIntl('unit', locale, settings, () => new Intl.NumberFormat(locale, settings)).format(value);
}
