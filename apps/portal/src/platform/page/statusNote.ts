import type { NavigateOptions } from '@tanstack/react-router';

/** A one-line outcome of what the person just did (saved, moved, refused), said by the status line. */
export interface StatusNote {
  readonly message: string;
  readonly tone: 'success' | 'error';
}

/** Where in a history entry's state the note for its page travels. */
const CARRIED_NOTE = 'portalStatusNote';

function isStatusNote(value: unknown): value is StatusNote {
  if (typeof value !== 'object' || value === null) return false;
  const { message, tone } = value as Partial<Record<keyof StatusNote, unknown>>;
  return typeof message === 'string' && (tone === 'success' || tone === 'error');
}

/**
 * The one way an outcome follows the person to the next page ("Account linked" on the hub after the
 * link form): the navigation's history state carries it, and the page it opens says it in its status
 * line (`useStatusNote`). The payment page's outcome is the exception: the gateway writes it into the
 * return address's query (`paymentReturnSearch.ts`).
 * @example
 * navigate({ to: pagePath(locale, 'utilitiesHub'), state: carryingNote({ message, tone: 'success' }) });
 */
export function carryingNote(note: StatusNote): NonNullable<NavigateOptions['state']> {
  // The router's HistoryState has no field for it; the cast is this function's alone.
  return { [CARRIED_NOTE]: note } as unknown as NonNullable<NavigateOptions['state']>;
}

/**
 * The note the navigation to this page carried, once: it is taken out of the history entry, so a
 * reload, or coming back to the page later, shows the page as it is and never an old outcome.
 */
export function takeCarriedNote(): StatusNote | undefined {
  if (typeof window === 'undefined') return undefined;
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null) return undefined;
  const note = (state as Record<string, unknown>)[CARRIED_NOTE];
  if (!isStatusNote(note)) return undefined;
  window.history.replaceState({ ...state, [CARRIED_NOTE]: undefined }, '');
  return note;
}
