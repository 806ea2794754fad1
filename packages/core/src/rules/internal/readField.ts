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

/** The first of `keys` whose value is not `undefined`, `null` or a blank string. */
export function firstPresent(record: UnknownRecord, keys: readonly string[]): unknown {
  for (const key of keys) {
    // A getter on a hostile object could throw; the rules promise never to.
    let value: unknown;
    try {
      value = record[key];
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
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return value.toString();
  return undefined;
}

/** A finite number from a number or a plain decimal string (`"42"`, `" 12.5 "`), else `undefined`. */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/** A safe integer from a number or an integer string, else `undefined` (`"3.5"` is not an integer). */
export function readInteger(value: unknown): number | undefined {
  const number = readNumber(value);
  return number !== undefined && Number.isSafeInteger(number) ? number : undefined;
}
