import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
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
 * Throws an Error naming the key when the message needs a value that was not given.
 */
export function formatMessage(
  locale: string,
  key: string,
  message: CompiledMessage,
  values?: MessageValues,
  numberingSystem = 'latn',
): string {
  if (typeof message === 'string' && isPlainText(message)) return message;
  const cacheKey = `${locale}\u0000${numberingSystem}\u0000${key}`;
  let cached = cache.get(cacheKey);
  if (cached?.message !== message) {
    const tag = new Intl.Locale(locale, { numberingSystem }).toString();
    // The published build hands over syntax trees only, since it ships without the ICU parser (the
    // runtime budget is 4 kB); ICU text reaches this line only from the sources, in tests and dev.
    const source = message as string | MessageFormatElement[];
    cached = { message, format: new IntlMessageFormat(source, tag, undefined, { ignoreTag: true }) };
    cache.set(cacheKey, cached);
  }
  try {
    const output = cached.format.format(values);
    return Array.isArray(output) ? output.join('') : String(output);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Message "${key}" (${locale}) could not be formatted: ${reason}`, { cause: error });
  }
}
