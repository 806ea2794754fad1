import { clsx } from 'clsx';

/**
 * The look every text-like control of the Forms family shares (TextInput, TextArea, Select): a 2 px
 * border in ink-muted (6:1 on canvas, above the 3:1 WCAG 1.4.11 asks of a control's edge), 44 px
 * tall at least, the danger line while invalid, and the shared focus ring. Joined with `clsx`, not
 * `cn`: these classes never conflict, so there is nothing to merge while modules load.
 */
export const fieldControlClasses = clsx(
  'block min-h-11 w-full min-w-0 rounded-control border-2 border-ink-muted bg-canvas px-3 py-2',
  'text-body text-ink placeholder:text-ink-muted',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'aria-[invalid=true]:border-status-danger-line',
  'disabled:cursor-not-allowed disabled:opacity-50',
);
