import {
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_STORAGE_KEY,
  parseColorScheme,
  type ColorScheme,
} from './colorScheme';

/** The parts of the page {@link applyColorScheme} writes to; browser defaults when omitted. */
export interface ColorSchemeTarget {
  readonly root?: Pick<HTMLElement, 'setAttribute' | 'style'>;
  readonly storage?: Pick<Storage, 'setItem'>;
}

/**
 * Applies the user's choice (spec 000 §1: kept in local storage): `data-theme` and `color-scheme` on
 * `<html>` now, and the choice under {@link COLOR_SCHEME_STORAGE_KEY} for the next visit, where
 * `colorSchemeBootScript` reads it before first paint. Resolves `false` when storage refused (private
 * mode): the page still switches, only the memory of the choice is lost.
 * @throws {RangeError} for a scheme that is not `light` or `dark`, or outside a browser without a
 * `target.root`.
 */
export function applyColorScheme(scheme: ColorScheme, target: ColorSchemeTarget = {}): boolean {
  if (parseColorScheme(scheme) === undefined) {
    throw new RangeError(
      `applyColorScheme: scheme must be "light" or "dark"; got ${typeof scheme}`,
    );
  }
  const root = target?.root ?? globalThis.document?.documentElement;
  if (!root) {
    throw new RangeError(
      'applyColorScheme: there is no document here; pass target.root (and target.storage)',
    );
  }
  root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  root.style.colorScheme = scheme;
  try {
    (target?.storage ?? globalThis.localStorage).setItem(COLOR_SCHEME_STORAGE_KEY, scheme);
    return true;
  } catch {
    return false;
  }
}
