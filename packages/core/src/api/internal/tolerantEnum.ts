import * as z from 'zod/mini';

/** The member an unknown enum value becomes (issue 4: "an unknown enum value becomes a typed `unknown`"). */
export const UNKNOWN_MEMBER = 'unknown';

/**
 * An enum field that never fails a parse: a known value (matched exactly, else ignoring case) is kept,
 * anything else, missing included, becomes `'unknown'`. New values a backend adds later therefore
 * reach the UI as "unknown" instead of breaking the whole answer.
 * @internal
 */
export function tolerantEnum<const T extends readonly string[]>(values: T) {
  const byLowerCase = new Map(values.map((value) => [value.toLowerCase(), value] as const));
  return z.pipe(
    z.unknown(),
    z.transform((value): T[number] | typeof UNKNOWN_MEMBER =>
      typeof value === 'string'
        ? (byLowerCase.get(value.trim().toLowerCase()) ?? UNKNOWN_MEMBER)
        : UNKNOWN_MEMBER,
    ),
  );
}

/**
 * A numeric code field (sent as a number or a numeric string) that never fails a parse: a known code is
 * kept as a number, anything else becomes `'unknown'`.
 * @internal
 */
export function tolerantCode<const T extends readonly number[]>(codes: T) {
  const known = new Set<number>(codes);
  return z.pipe(
    z.unknown(),
    z.transform((value): T[number] | typeof UNKNOWN_MEMBER => {
      const code = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
      return typeof code === 'number' && known.has(code) ? (code as T[number]) : UNKNOWN_MEMBER;
    }),
  );
}
