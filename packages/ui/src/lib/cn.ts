import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge told about our theme's named scales. Without it, `text-body` (a font size from
 * theme.css) and `text-on-brand` (a colour) look like the same utility and one silently drops the
 * other; likewise our radii and shadows.
 */
const twMerge = /* @__PURE__ */ extendTailwindMerge({
  extend: {
    theme: {
      text: ['caption', 'body', 'title', 'display'],
      radius: ['control', 'card', 'pill'],
      shadow: ['overlay'],
      container: ['modal'],
    },
  },
});

/**
 * Joins class names and lets a later Tailwind class win over a conflicting earlier one, so a caller's
 * `className` really overrides a variant's (cva alone would keep both).
 *
 * The first call builds tailwind-merge's class table (7-9 ms on a desktop CPU, four times that on a
 * phone), so no module calls it while it loads: constant class lists are joined with `clsx`. An app
 * may make the first call in a task of its own before its first render (the portal does, in
 * `startApp`), so that the table is not built inside a render slice.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
