import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describeValue } from '../rules/internal/describeValue';
import { isPlainText, type CompiledMessage, type MessageValues } from './message';

interface CachedFormat {
  readonly message: CompiledMessage;
  readonly format: IntlMessageFormat;
}

const cache = new Map<string, CachedFormat>();

/**
 * Locale tags with their numbering system, per locale and system. Building an `Intl.Locale` costs
 * about half a millisecond, once per message without this: a page's first render formats dozens.
 */
const tags = new Map<string, string>();

function tagOf(locale: string, numberingSystem: string): string {
  const key = `${locale}\u0000${numberingSystem}`;
  let tag = tags.get(key);
  if (tag === undefined) {
    tag = new Intl.Locale(locale, { numberingSystem }).toString();
    tags.set(key, tag);
  }
  return tag;
}

/** One `Intl` formatter per constructor and arguments, for every message (see `formatters`). */
function memoized<Args extends unknown[], Value>(
  create: (...args: Args) => Value,
): (...args: Args) => Value {
  const made = new Map<string, Value>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) {
      value = create(...args);
      made.set(key, value);
    }
    return value;
  };
}

/**
 * The number, date and plural formatters the messages share. Without them each IntlMessageFormat
 * builds its own `Intl.NumberFormat` and `Intl.PluralRules`, the costliest part of a first render's
 * messages (intl-messageformat documents the `formatters` option for this).
 */
const formatters = {
  getNumberFormat: memoized(
    (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  ),
  getDateTimeFormat: memoized(
    (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
      new Intl.DateTimeFormat(...args),
  ),
  getPluralRules: memoized(
    (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
  ),
};

/**
 * Formats one catalogue message. Digits are Latin unless `numberingSystem` says otherwise: the portal
 * publishes Latin digits in every language (issue 7, as formatAmount does), so the locale gets a
 * `-u-nu-` extension; plural rules do not depend on it.
 *
 * Throws an Error naming the key when the message needs a value that was not given, or when an
 * argument is wrong (a locale or numbering system Intl refuses, a message that is neither ICU text
 * nor a syntax tree, values it cannot read).
 */
export function formatMessage(
  locale: string,
  key: string,
  message: CompiledMessage,
  values?: MessageValues,
  numberingSystem = 'latn',
): string {
  if (isPlainText(message as string)) return message as string;
  // Everything below can also fail on a caller's wrong argument (a locale that is no tag, a message
  // that is neither ICU text nor a syntax tree, a key that cannot become text); every failure is
  // reported as one Error naming the key, instead of a TypeError from inside the formatter.
  try {
    const cacheKey = `${locale}\u0000${numberingSystem}\u0000${key}`;
    let cached = cache.get(cacheKey);
    if (cached?.message !== message) {
      const tag = tagOf(locale, numberingSystem);
      // The published build hands over syntax trees only, since it ships without the ICU parser (the
      // runtime budget is 4 kB); ICU text reaches this line only from the sources, in tests and dev.
      const source = message as string | MessageFormatElement[];
      cached = {
        message,
        format: new IntlMessageFormat(source, tag, undefined, { ignoreTag: true, formatters }),
      };
      cache.set(cacheKey, cached);
    }
    const output = cached.format.format(values);
    return Array.isArray(output) ? output.join('') : String(output);
  } catch (error) {
    const reason = error instanceof Error ? error.message : describeValue(error);
    const where = typeof locale === 'string' ? locale : describeValue(locale);
    throw new Error(
      `formatMessage: message ${describeValue(key)} (${where}) could not be formatted: ${reason}`,
      { cause: error },
    );
  }
}
