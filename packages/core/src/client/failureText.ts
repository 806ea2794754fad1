import { isPortalError } from './PortalError';
import { serverTextAsString, serverTextFor } from './serverText';

/**
 * The words to show for a failure (spec 000 §8): the server's own message when the failed call
 * brought one, else `fallback`, the screen's words already in the page's language (the generic
 * "Something went wrong", `GENERIC_ERROR_KEY`, or the screen's own, such as "The receipt could not
 * be loaded"). Given the page's locale, the server's message is shown only when it is written in
 * the page's language ({@link serverTextFor}: an English sentence on an Arabic page gives the
 * fallback) and a text whose language cannot be told comes isolated, as `dir="auto"` would.
 * Without `pageLocale`, the failed call's own `requestLanguage` is the page's language: the
 * language the call asked the server to answer in is the one its screen is in (a client per page
 * language), so a refusal of an Arabic page's call is judged against Arabic. Only a `PortalError`
 * of a call that asked for no language shows the server's message as it came.
 * Anything that is not a `PortalError` (a bug, a rejected promise of another kind) gets the
 * fallback too: its message is for developers, never for the person.
 * @example
 * failureTextOf(query.error, t('something.wentWrong'));
 */
export function failureTextOf(error: unknown, fallback: string, pageLocale?: string): string {
  if (!isPortalError(error) || error.userMessage.type !== 'server') return fallback;
  const locale = pageLocale ?? error.requestLanguage;
  if (locale === undefined) return error.userMessage.text;
  return serverTextAsString(serverTextFor(locale, error.userMessage.text), fallback);
}
