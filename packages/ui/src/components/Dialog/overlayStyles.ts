/**
 * Classes shared by the modal overlays of the family (Dialog, AlertDialog), so the dimmed page and
 * the raised surface look the same everywhere.
 */

/** The dimmed page behind a modal. */
export const modalBackdropClasses = 'fixed inset-0 z-50 bg-overlay';

/**
 * The modal surface: centred on both axes without physical offsets (`inset-0 m-auto h-fit`), 1 rem
 * from every edge at 320 px, never taller than the viewport. Header and footer keep their size and
 * the body scrolls; at extreme heights (200 % text on a phone held sideways) the whole surface
 * scrolls too, so nothing is ever out of reach.
 */
export const modalSurfaceClasses = [
  'fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] flex-col',
  'overflow-y-auto rounded-card bg-surface-raised text-ink shadow-overlay',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
].join(' ');

/** Title of a modal or popover: wraps long words (German compounds, long Arabic) instead of overflowing. */
export const overlayTitleClasses = 'text-title font-semibold wrap-anywhere';

/** Supporting text under a title. */
export const overlayDescriptionClasses = 'text-body text-ink-muted wrap-anywhere';

/** A body region that scrolls when the viewport is short (see `useScrollableRegion`). */
export const overlayBodyClasses = [
  'min-h-16 shrink overflow-y-auto wrap-anywhere',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
].join(' ');
