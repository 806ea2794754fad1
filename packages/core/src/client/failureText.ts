import { isPortalError } from './PortalError';

/**
 * The words to show for a failure (spec 000 §8): the server's own message when the failed call
 * brought one, else `fallback`, the screen's words already in the page's language (the generic
 * "Something went wrong", `GENERIC_ERROR_KEY`, or the screen's own, such as "The receipt could not
 * be loaded"). Anything that is not a `PortalError` (a bug, a rejected promise of another kind)
 * gets the fallback too: its message is for developers, never for the person.
 * @example
 * failureTextOf(query.error, t('something.wentWrong'));
 */
export function failureTextOf(error: unknown, fallback: string): string {
  return isPortalError(error) && error.userMessage.type === 'server'
    ? error.userMessage.text
    : fallback;
}
