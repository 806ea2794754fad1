import { useColorScheme } from './document/useColorScheme';

export interface ThemeToggleProps {
  /** The button's name ("Dark theme"); its pressed state says whether dark is on. */
  readonly label: string;
}

/**
 * Switches light and dark from the header at desktop widths; the footer's colour control does the
 * same at every width, and both
 * follow `<html data-theme>` (`useColorScheme`), so they never disagree.
 */
export function ThemeToggle({ label }: ThemeToggleProps) {
  const [scheme, choose] = useColorScheme();
  return (
    <button
      type="button"
      aria-pressed={scheme === 'dark'}
      onClick={() => choose(scheme === 'dark' ? 'light' : 'dark')}
      // Not on a phone's header (the footer's colour control is there): its words would not fit
      // one row beside the sign-in link, and the row wrapping after the page is drawn moved the
      // page down (a layout shift).
      className="hidden rounded-control border border-line px-3 py-2 text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-focus aria-pressed:bg-surface @3xl:inline-block"
    >
      {label}
    </button>
  );
}
