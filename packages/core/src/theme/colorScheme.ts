/** The two colour schemes every screen is designed and tested in. */
export type ColorScheme = 'light' | 'dark';

/**
 * localStorage key that keeps the user's chosen scheme (spec 000 §1: the dark theme choice is kept in
 * local storage). Values: `"light"` or `"dark"`; absent means "follow the system".
 */
export const COLOR_SCHEME_STORAGE_KEY = 'portal.colorScheme';

/** Attribute on `<html>` that the stylesheet reads (`data-theme="dark"`). */
export const COLOR_SCHEME_ATTRIBUTE = 'data-theme';

/** Reads a stored value; anything but the two schemes (tampered, legacy, empty) counts as unset. */
export function parseColorScheme(value: unknown): ColorScheme | undefined {
  return value === 'light' || value === 'dark' ? value : undefined;
}

/** The user's stored choice wins; otherwise the system preference (`prefers-color-scheme`). */
export function resolveColorScheme(stored: unknown, systemPrefersDark: boolean): ColorScheme {
  return parseColorScheme(stored) ?? (systemPrefersDark ? 'dark' : 'light');
}

/**
 * A classic inline script for the document `<head>` that applies the scheme before first paint, so a
 * dark-mode user never sees a white flash. It mirrors {@link resolveColorScheme} (a test runs both
 * over every input) and survives storage that throws (private mode, disabled cookies).
 *
 * Written as one literal, with no call at module level, so bundlers drop it from every import that does
 * not use it. The test runs it against {@link COLOR_SCHEME_STORAGE_KEY} and
 * {@link COLOR_SCHEME_ATTRIBUTE}, so renaming either constant fails there.
 */
export const colorSchemeBootScript =
  '(function(){var s;try{s=localStorage.getItem("portal.colorScheme")}catch(e){}' +
  'var d=s==="dark"||(s!=="light"&&!!(window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches));' +
  'document.documentElement.setAttribute("data-theme",d?"dark":"light");' +
  'document.documentElement.style.colorScheme=d?"dark":"light"})();';
