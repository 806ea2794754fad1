import { describeValue } from '../internal/describeValue';

/**
 * What a first visit to the home page meets, and in which order (issue S, "first arrival in
 * order"). The top banner is part of the page (drawn with it, in its flow) and waits for nothing.
 * The cookie notice comes first of the two things that ask something of the reader: it is a
 * non-modal notice at the page's end, so it never covers the page or takes the focus. The
 * assistant's onboarding, a modal dialog, comes only after the cookie choice, and only when it
 * cannot interrupt: never while the reader is typing or has a popup, menu or dialog open, and on a
 * phone never over the first screen, where it would cover the hero search.
 *
 * **Choice:** the spec (001 §2) says the onboarding opens on a first visit and the notice shows
 * until accepted; it does not order them. This order is the portal's.
 */

/**
 * How long after a keystroke the reader still counts as typing (ms). Someone typing a key every
 * 250 ms, or pausing to think between words, is still typing; three seconds of quiet is not.
 */
export const TYPING_QUIET_MS = 3_000;

/** What the first-arrival rule reads; the app measures it (time injected as `now`). */
export interface FirstArrivalState {
  /** The reader has answered the cookie notice (the privacy cookie is set). */
  readonly cookieChoiceMade: boolean;
  /** This browser has been through the onboarding (core's `isOnboardingDone`). */
  readonly onboardingSeen: boolean;
  /** The focus is in a text field: an input that takes text, a textarea, a combobox. */
  readonly textFieldFocused: boolean;
  /** When the reader last pressed a key (ms, same clock as `now`); `undefined` when never. */
  readonly lastKeystrokeAt: number | undefined;
  /** Now (ms). */
  readonly now: number;
  /** A popup, menu, listbox or dialog is open on the page. */
  readonly popupOpen: boolean;
  /** The viewport is a phone's (narrower than the layout's small breakpoint). */
  readonly narrowViewport: boolean;
  /** The home page's search is on screen (any part of it inside the viewport). */
  readonly searchOnScreen: boolean;
}

/**
 * Why the onboarding does not open by itself now. `seen` is final (the home page's button still
 * opens it); the others pass.
 */
export type OnboardingWait = 'seen' | 'cookieChoice' | 'typing' | 'popup' | 'phoneFirstScreen';

export interface FirstArrivalPlan {
  /** The cookie notice shows (until the choice is made). */
  readonly cookieNotice: boolean;
  /** Whether the onboarding opens by itself now, or what it waits for. */
  readonly onboarding:
    { readonly open: true } | { readonly open: false; readonly wait: OnboardingWait };
}

/** Whether the reader counts as typing at `state.now` (focus in a text field, or a recent key). */
export function isTyping(
  state: Pick<FirstArrivalState, 'textFieldFocused' | 'lastKeystrokeAt' | 'now'>,
): boolean {
  assertState(state, 'isTyping');
  if (state.textFieldFocused) return true;
  if (state.lastKeystrokeAt === undefined || !Number.isFinite(state.lastKeystrokeAt)) return false;
  const since = state.now - state.lastKeystrokeAt;
  // A keystroke stamped after `now` (clocks read in another order) counts as just now.
  return since < TYPING_QUIET_MS;
}

/**
 * What the first arrival shows now. Pure: the app calls it again whenever the state may have
 * changed and right before opening, so the onboarding never takes the focus from someone typing.
 * The reasons are checked in the order a reader would meet them: a browser that has seen it is
 * done; the cookie choice comes first; then typing, an open popup and the phone's first screen.
 */
export function firstArrivalPlanOf(state: FirstArrivalState): FirstArrivalPlan {
  assertState(state, 'firstArrivalPlanOf');
  const cookieNotice = !state.cookieChoiceMade;
  const wait = onboardingWaitOf(state);
  return {
    cookieNotice,
    onboarding: wait === undefined ? { open: true } : { open: false, wait },
  };
}

function onboardingWaitOf(state: FirstArrivalState): OnboardingWait | undefined {
  if (state.onboardingSeen) return 'seen';
  if (!state.cookieChoiceMade) return 'cookieChoice';
  if (isTyping(state)) return 'typing';
  if (state.popupOpen) return 'popup';
  if (state.narrowViewport && state.searchOnScreen) return 'phoneFirstScreen';
  return undefined;
}

/** The state is the app's own measurement: anything but an object is a bug, named as such. */
function assertState(state: unknown, caller: string): asserts state is object {
  if (typeof state !== 'object' || state === null)
    throw new RangeError(`${caller}: state must be an object; got ${describeValue(state)}`);
}
