import {
  COLOR_SCHEME_ATTRIBUTE,
  applyColorScheme,
  parseColorScheme,
  type ColorScheme,
} from '@portal/core';
import { useState } from 'react';
import { useHydrated } from '../app/useHydrated';

/** The scheme the boot script applied to `<html>` before the first paint. */
function appliedScheme(): ColorScheme {
  return parseColorScheme(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)) ?? 'light';
}

export interface ThemeToggleProps {
  /** The button's name ("Dark theme"); its pressed state says whether dark is on. */
  readonly label: string;
}

/** Switches light and dark; core applies the scheme to `<html>` and remembers it. */
export function ThemeToggle({ label }: ThemeToggleProps) {
  const hydrated = useHydrated();
  const [chosen, setScheme] = useState<ColorScheme>();
  // The prerendered HTML cannot know the reader's scheme: "not pressed" until hydrated.
  const scheme = chosen ?? (hydrated ? appliedScheme() : 'light');
  const toggle = () => {
    const next: ColorScheme = scheme === 'dark' ? 'light' : 'dark';
    applyColorScheme(next);
    setScheme(next);
  };
  return (
    <button
      type="button"
      aria-pressed={scheme === 'dark'}
      onClick={toggle}
      className="rounded-control border border-line px-3 py-2 text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-focus aria-pressed:bg-surface"
    >
      {label}
    </button>
  );
}
