/**
 * The footer's text-size control (spec 001 §2 Footer; SCREENS.md S1.5): a few steps of the root font
 * size, in per cent of the browser's own size, so every `rem` of the stylesheet grows with it and the
 * reader's browser setting still counts. Kept in localStorage like the colour scheme and applied
 * before first paint by {@link textSizeBootScript}.
 */

/** The steps, smallest first; 100 is the browser's size and what "reset" returns to. */
export const TEXT_SIZE_STEPS = [90, 100, 115, 130, 150] as const;

/** One step of {@link TEXT_SIZE_STEPS}. */
export type TextSize = (typeof TEXT_SIZE_STEPS)[number];

/** The size a page starts with when nothing was chosen. */
export const DEFAULT_TEXT_SIZE: TextSize = 100;

/** localStorage key of the chosen step (`"115"`); absent means {@link DEFAULT_TEXT_SIZE}. */
export const TEXT_SIZE_STORAGE_KEY = 'portal.textSize';

/** What the control asks for. */
export type TextSizeChange = 'decrease' | 'reset' | 'increase';

/** A stored or given value as a step; anything else (tampered, legacy, empty) counts as unset. */
export function parseTextSize(value: unknown): TextSize | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return TEXT_SIZE_STEPS.find((step) => step === number);
}

/**
 * The step after a change; at either end it stays where it is. An unknown `current` counts as the
 * default, so a bad stored value never blocks the control.
 */
export function changeTextSize(current: unknown, change: TextSizeChange): TextSize {
  const index = TEXT_SIZE_STEPS.indexOf(parseTextSize(current) ?? DEFAULT_TEXT_SIZE);
  if (change === 'reset') return DEFAULT_TEXT_SIZE;
  const next = change === 'increase' ? index + 1 : change === 'decrease' ? index - 1 : index;
  return (
    TEXT_SIZE_STEPS[Math.min(Math.max(next, 0), TEXT_SIZE_STEPS.length - 1)] ?? DEFAULT_TEXT_SIZE
  );
}

/** Whether the control's decrease / increase can still move (its buttons are disabled at the ends). */
export function textSizeLimits(current: unknown): { canDecrease: boolean; canIncrease: boolean } {
  const size = parseTextSize(current) ?? DEFAULT_TEXT_SIZE;
  return {
    canDecrease: size > TEXT_SIZE_STEPS[0],
    canIncrease: size < TEXT_SIZE_STEPS[TEXT_SIZE_STEPS.length - 1]!,
  };
}

/** The parts of the page {@link applyTextSize} writes to; browser defaults when omitted. */
export interface TextSizeTarget {
  readonly root?: Pick<HTMLElement, 'style'>;
  readonly storage?: Pick<Storage, 'setItem' | 'removeItem'>;
}

/**
 * Applies a step now (the root's `font-size`, empty for the default so the stylesheet's own value
 * counts) and keeps it for the next visit. Resolves `false` when storage refused (private mode):
 * the page still changes, only the memory of the choice is lost.
 * @throws {RangeError} for a size that is not a step, or outside a browser without `target.root`.
 */
export function applyTextSize(size: TextSize, target: TextSizeTarget = {}): boolean {
  if (parseTextSize(size) === undefined) {
    throw new RangeError(
      `applyTextSize: size must be one of ${TEXT_SIZE_STEPS.join(', ')}; got ${String(size)}`,
    );
  }
  const root = target.root ?? globalThis.document?.documentElement;
  if (!root) {
    throw new RangeError('applyTextSize: there is no document here; pass target.root');
  }
  root.style.fontSize = size === DEFAULT_TEXT_SIZE ? '' : `${size}%`;
  try {
    const storage = target.storage ?? globalThis.localStorage;
    if (size === DEFAULT_TEXT_SIZE) storage.removeItem(TEXT_SIZE_STORAGE_KEY);
    else storage.setItem(TEXT_SIZE_STORAGE_KEY, String(size));
    return true;
  } catch {
    return false;
  }
}

/** The step the page shows now, read from the root's `font-size` (what the boot script set). */
export function appliedTextSize(root?: Pick<HTMLElement, 'style'>): TextSize {
  const element = root ?? globalThis.document?.documentElement;
  const value = element?.style.fontSize ?? '';
  return parseTextSize(value.endsWith('%') ? value.slice(0, -1) : value) ?? DEFAULT_TEXT_SIZE;
}

/**
 * A classic inline script for `<head>` that applies the kept step before first paint, so text never
 * jumps size after the page shows. Mirrors {@link parseTextSize} (a test runs both over every input)
 * and survives storage that throws. One literal, so bundlers drop it where unused.
 */
export const textSizeBootScript =
  '(function(){var s;try{s=localStorage.getItem("portal.textSize")}catch(e){}' +
  'if(s==="90"||s==="115"||s==="130"||s==="150")document.documentElement.style.fontSize=s+"%"})();';
