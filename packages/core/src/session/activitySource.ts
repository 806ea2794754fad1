/**
 * Where user activity comes from (spec 001 §4: mouse move or key press resets the idle timer; the
 * issue adds touch and wheel so phones and trackpads count too).
 */

/** DOM events that count as the user being present. */
export const ACTIVITY_EVENT_TYPES = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'wheel',
] as const;

/** A DOM event type that counts as activity. */
export type ActivityEventType = (typeof ACTIVITY_EVENT_TYPES)[number];

/**
 * A stream of "the user did something" signals. The listener gets no event object on purpose: which
 * key was pressed must never reach session code.
 */
export interface ActivitySource {
  subscribe(listener: () => void): () => void;
}

/**
 * The browser default: capture-phase, passive listeners on `document` (issue row 7). Capture, so a
 * component that stops propagation still counts as activity; passive, so scrolling and typing are
 * never delayed by the session machine. `document` is looked up only when subscribed, never at import.
 */
export const documentActivitySource: ActivitySource = {
  subscribe(listener) {
    if (typeof document === 'undefined') return () => {};
    const target = document;
    const options: AddEventListenerOptions = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENT_TYPES) target.addEventListener(type, listener, options);
    return () => {
      for (const type of ACTIVITY_EVENT_TYPES) target.removeEventListener(type, listener, options);
    };
  },
};
