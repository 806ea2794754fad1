import { isPortalError } from './PortalError';
import { serverTextAsString, serverTextFor } from './serverText';

/**
 * The words to show for a failure (spec 000 §8): the server's own message when the failed call
 * brought one in the page's language, else `fallback`, the screen's words already in the page's
 * language (the generic "Something went wrong", `GENERIC_ERROR_KEY`, or the screen's own, such as
 * "The receipt could not be loaded"). The page's language is `pageLocale`, or when not given the
 * language the failed call asked the server to answer in (the client's `lang`, which the app's
 * clients take from the page): an English sentence on an Arabic page gives the fallback (see
 * {@link serverTextFor}), and a text whose language cannot be told comes isolated, as `dir="auto"`.
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
