import { PortalError } from '@portal/core/client';

/**
 * Translates a catalogue key into the page's language: the `t` of core's translator
 * (`createTranslator`), or the app's `useMessages(…)`.
 */
export type UtilityWords = (key: string, values?: Record<string, string | number>) => string;

/**
 * The words of a failure (spec 000 §8): the server's own message when it sent one, else the
 * catalogue's generic words: "something went wrong", or the screen's own (`fallbackKey`, e.g.
 * `utilities.receipt.error`).
 */
export function utilityErrorText(
  error: unknown,
  t: UtilityWords,
  fallbackKey = 'something.wentWrong',
): string {
  if (error instanceof PortalError && error.userMessage.type === 'server')
    return error.userMessage.text;
  return t(fallbackKey);
}
