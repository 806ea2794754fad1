import fc from 'fast-check';
import { expect } from 'vitest';
import * as root from '../../../index';
import * as i18n from '../../index';

type AnyFunction = (...args: unknown[]) => unknown;

/** What the package publishes (`@portal/core` and `@portal/core/i18n`); module-internal helpers are not. */
const PUBLIC_NAMES = new Set([...Object.keys(root), ...Object.keys(i18n)]);

/**
 * Every published function among the given modules' exports, as `[module.export, function]`, for
 * `it.each`. Pass `{ all: true }` for an object whose every method is public (a translator).
 */
export function exportedFunctions(
  modules: Readonly<Record<string, object>>,
  { all = false } = {},
): [string, AnyFunction][] {
  return Object.entries(modules).flatMap(([module, exports]) =>
    Object.entries(exports)
      .filter(
        (entry): entry is [string, AnyFunction] =>
          typeof entry[1] === 'function' && (all || PUBLIC_NAMES.has(entry[0])),
      )
      .map(([name, fn]): [string, AnyFunction] => [`${module}.${name}`, fn]),
  );
}

/**
 * Arguments as they reach the locale, format, i18n and theme functions at run time, from URLs,
 * cookies, storage and server data: anything at all, option bags whose known keys hold anything
 * (so a bad `locale` or `timeZone` also gets past a well-formed first argument), and plausible
 * strings (so the later arguments get exercised behind a valid first one).
 */
function argumentsOf(optionKeys: readonly string[], plausible: readonly string[]) {
  // Objects without a prototype (no toString), boxed primitives and bigints break naive code.
  const hostile = fc.anything({
    withNullPrototype: true,
    withBoxedValues: true,
    withObjectString: true,
    withBigInt: true,
  });
  const argument = fc.oneof(
    hostile,
    fc.dictionary(fc.constantFrom(...optionKeys), hostile, { maxKeys: 3 }),
    fc.constantFrom(...plausible),
  );
  return fc.array(argument, { maxLength: 3 });
}

/** The error a call threw, or its promise rejected with; `undefined` when it answered. */
async function failureOf(fn: AnyFunction, args: unknown[]): Promise<unknown> {
  try {
    await fn(...args);
    return undefined;
  } catch (error) {
    return error;
  }
}

/**
 * Asserts that `fn` answers, or fails with an error that names it and is not a TypeError: a caller
 * must be able to tell its own mistake (a RangeError naming the function) from a crash deep inside
 * the library or Intl.
 */
export async function expectNoTypeError(
  name: string,
  fn: AnyFunction,
  {
    optionKeys,
    plausible,
    numRuns = 60,
  }: { optionKeys: readonly string[]; plausible: readonly string[]; numRuns?: number },
): Promise<void> {
  const exportName = name.slice(name.lastIndexOf('.') + 1);
  await fc.assert(
    fc.asyncProperty(argumentsOf(optionKeys, plausible), async (args) => {
      const error = await failureOf(fn, args);
      if (error === undefined) return;
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(TypeError);
      expect((error as Error).message).toContain(exportName);
    }),
    { numRuns },
  );
}
