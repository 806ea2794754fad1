import {
  COLOR_SCHEME_ATTRIBUTE,
  applyColorScheme,
  parseColorScheme,
  type ColorScheme,
} from '@portal/core';
import { useSyncExternalStore } from 'react';
import { track } from '../../platform/analytics/track';

/** The scheme on `<html>` (the boot script set it before first paint; `applyColorScheme` since). */
function appliedScheme(): ColorScheme {
  return parseColorScheme(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)) ?? 'light';
}

/** Follows `data-theme` on `<html>`, so every control showing the scheme agrees (header, footer). */
function subscribe(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributeFilter: [COLOR_SCHEME_ATTRIBUTE] });
  return () => observer.disconnect();
}

/**
 * The colour scheme shown and a way to change it: core applies and keeps it (localStorage), and the
 * change is counted (spec 001 §7). The prerendered HTML cannot know the reader's scheme, so it
 * reads "light" until hydrated.
 */
export function useColorScheme(): readonly [ColorScheme, (scheme: ColorScheme) => void] {
  const scheme = useSyncExternalStore(subscribe, appliedScheme, () => 'light' as const);
  const choose = (next: ColorScheme) => {
    if (next === appliedScheme()) return;
    applyColorScheme(next);
    track({ name: 'colorTheme', scheme: next });
  };
  return [scheme, choose];
}
