import * as z from 'zod/mini';

/**
 * Tolerant readers for fields of the portal's answers (issue 4 "tolerant reading"): the backend sends
 * ids and amounts as numbers or strings, and nulls for absent values. Each reader accepts every
 * spelling and yields one type, so client code never meets `"12"` where it expects `12`.
 * @internal
 */

/** A string that may be missing or null. */
export const optionalText = z.nullish(z.string());

/** A number, or a plain decimal string such as `"12.50"`, read as a number. */
export const numeric = z.pipe(
  z.union([
    z.number().check(z.refine(Number.isFinite, 'expected a finite number')),
    z.string().check(z.regex(/^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/, 'expected a number')),
  ]),
  z.transform((value) => Number(value)),
);

/** A {@link numeric} value that may be missing or null. */
export const optionalNumeric = z.nullish(numeric);

/** An identifier sent as a string or a number, read as a string. */
export const idText = z.pipe(
  z.union([z.string(), z.number().check(z.refine(Number.isFinite, 'expected a finite number'))]),
  z.transform((value) => String(value)),
);

/** An {@link idText} that may be missing or null. */
export const optionalIdText = z.nullish(idText);

/** A boolean that may be missing or null. */
export const optionalFlag = z.nullish(z.boolean());

/** A record whose fields the spec does not show: any JSON object, kept as it came. */
export const anyRecord = z.record(z.string(), z.unknown());

/** Missing, null or an array; read as an array (a null list is an empty list). */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((value): z.output<T>[] => value ?? []),
  );
}
