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
      const tag = new Intl.Locale(locale, { numberingSystem }).toString();
      // The published build hands over syntax trees only, since it ships without the ICU parser (the
      // runtime budget is 4 kB); ICU text reaches this line only from the sources, in tests and dev.
      const source = message as string | MessageFormatElement[];
      cached = {
        message,
        format: new IntlMessageFormat(source, tag, undefined, { ignoreTag: true }),
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
