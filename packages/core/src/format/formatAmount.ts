/** Text shown for an amount that is missing or not a finite number (spec 000 §5, §9). */
export const INVALID_AMOUNT_TEXT = '-';

export interface FormatAmountOptions {
  /** BCP 47 locale; digits stay Latin in every locale (the portal's published style). */
  readonly locale?: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
      numberingSystem: 'latn',
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * Formats an amount with 2 decimals and thousands separators (spec 000 §9), or '-' when the value is
 * not a finite number (spec 000 §5). Numeric strings such as `"1250.5"` are accepted, since amounts
 * arrive from the backend as text as often as numbers. Options that are not an object are ignored.
 *
 * @throws {RangeError} naming the locale when `locale` is not a BCP 47 tag (the caller's setting).
 * @example formatAmount(1234.5) // "1,234.50"
 * @example formatAmount('abc')  // "-"
 */
export function formatAmount(value: unknown, options: FormatAmountOptions = {}): string {
  const amount = toAmount(value);
  if (amount === undefined) return INVALID_AMOUNT_TEXT;
  // Written out rather than through the shared option helpers: this formatter's budget is the
  // smallest (the amount field is on every payment screen).
  const locale =
    (typeof options === 'object' && options !== null ? options.locale : undefined) ?? 'en';
  try {
    if (typeof locale !== 'string') throw new TypeError('not a string');
    return formatterFor(locale).format(amount);
  } catch (error) {
    const shown = typeof locale === 'string' ? JSON.stringify(locale) : typeof locale;
    throw new RangeError(`formatAmount: locale must be a BCP 47 language tag; got ${shown}`, {
      cause: error,
    });
  }
}

/** Reads a finite number from a number or a plain numeric string, else `undefined`. */
export function toAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/,/g, '');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return undefined;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : undefined;
}
