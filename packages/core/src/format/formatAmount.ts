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
 * arrive from the backend as text as often as numbers.
 *
 * @example formatAmount(1234.5) // "1,234.50"
 * @example formatAmount('abc')  // "-"
 */
export function formatAmount(value: unknown, options: FormatAmountOptions = {}): string {
  const amount = toAmount(value);
  if (amount === undefined) return INVALID_AMOUNT_TEXT;
  return formatterFor(options.locale ?? 'en').format(amount);
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
