// From core's root entry, not `@portal/core/client`: a view that only words an error must not pull
// in the HTTP client and its schemas (the route budgets).
import { failureTextOf as wordsOfFailure } from '@portal/core';

/**
 * The words the portal shows for a failure (spec 000 §8, issue R): core's `failureTextOf` judged
 * against the page's language, which is the language the failed call asked the server to answer
 * in: the app's clients are one pair per page language (`appClientsFor`), so a refusal of an
 * Arabic page's call is checked against Arabic. The server's message shows when it is written in
 * that language (kept in the page's `lang`), isolated as `dir="auto"` when its language cannot be
 * told, and otherwise `fallback`, the screen's own words in the page's language ("Something went
 * wrong", or the field's error). Every screen, form and dialog shows server text through this.
 * @example failureTextOf(query.error, t('something.wentWrong'))
 */
export function failureTextOf(error: unknown, fallback: string): string {
  return wordsOfFailure(error, fallback, requestLanguageOf(error));
}

/** A `PortalError`'s `requestLanguage`, read without importing the class (core checks the class). */
function requestLanguageOf(error: unknown): string | undefined {
  const asked =
    typeof error === 'object' && error !== null
      ? (error as { readonly requestLanguage?: unknown }).requestLanguage
      : undefined;
  return typeof asked === 'string' ? asked : undefined;
}
