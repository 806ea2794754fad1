/**
 * Defensive readers for backend records. The portal's APIs spell fields two ways, send numbers as
 * strings and nulls for absent values; these readers turn any of that into `T | undefined` and
 * never throw, so the rules built on them never throw either.
 * @internal
 */

type UnknownRecord = Readonly<Record<string, unknown>>;

/** The record itself when `value` is a plain object, else an empty one (arrays and nulls included). */
export function asRecord(value: unknown): UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as UnknownRecord)
    : {};
}

/**
 * The first of `keys` whose value is not `undefined`, `null` or a blank string. `record` may be
 * anything: a primitive or an array simply has none of the keys, so callers need no {@link asRecord}.
 */
export function firstPresent(record: unknown, keys: readonly string[]): unknown {
  for (const key of keys) {
    // A getter on a hostile object could throw, and so does reading from null or undefined; the
    // rules promise never to.
    let value: unknown;
    try {
      value = (record as UnknownRecord)[key];
    } catch {
      continue;
    }
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    return value;
  }
  return undefined;
}

/** A trimmed non-empty string from a string or a finite number (ids arrive as either). */
export function readText(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? undefined : text;
  }
  return typeof value === 'bigint' || (typeof value === 'number' && Number.isFinite(value))
    ? String(value)
    : undefined;
}

/** A finite number from a number or a plain decimal string (`"42"`, `" 12.5 "`), else `undefined`. */
export function readNumber(value: unknown): number | undefined {
  // Number() trims the same whitespace as trim(); the pattern keeps out what Number() would also
  // accept but a backend never means ("0x1f", "1e3", "", "Infinity").
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(value.trim())
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}

/** A safe integer from a number or an integer string, else `undefined` (`"3.5"` is not an integer). */
export function readInteger(value: unknown): number | undefined {
  const number = readNumber(value);
  return number !== undefined && Number.isSafeInteger(number) ? number : undefined;
}
