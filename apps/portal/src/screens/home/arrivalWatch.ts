import { isOnboardingDone, showsPrivacyNotice, type FirstArrivalState } from '@portal/core';

/**
 * Open popups: dialogs, menus, listboxes, and any control that says it has something open (a
 * header menu's button, a combobox with its suggestions). Radix unmounts closed popups, so whatever
 * matches is open.
 */
const OPEN_POPUP =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [aria-expanded="true"]';

/** Input types that take no typed text: focus on them is not typing. */
const NOT_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** The layout's small breakpoint (Tailwind's `sm`, 40rem): narrower is a phone. */
const PHONE_QUERY = '(max-width: 39.99rem)';

/** Whether `element` takes typed text (the focus there means the reader is typing or about to). */
export function takesText(element: Element | null): boolean {
  if (element === null) return false;
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) return !NOT_TEXT_INPUTS.has(element.type);
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  const role = element.getAttribute('role');
  return role === 'combobox' || role === 'textbox' || role === 'searchbox';
}

/** What the home page measures for core's `firstArrivalPlanOf`, and how to stop measuring. */
export interface ArrivalWatch {
  /** The state at `now` (ms, `performance.now()` clock). */
  readonly read: (now: number) => FirstArrivalState;
  readonly stop: () => void;
}

/**
 * Starts watching what the first-arrival rule needs from the page: keystrokes (in the capture
 * phase, so a key no handler lets through still counts), the focus, open popups, the viewport and
 * whether `search()` (the hero's search) is on screen. Listens from the moment it is called, so
 * the app calls it as soon as it runs on the page, before the onboarding could be considered.
 */
export function watchArrival(search: () => Element | null): ArrivalWatch {
  let lastKeystrokeAt: number | undefined;
  const onKey = (event: KeyboardEvent) => {
    lastKeystrokeAt = event.timeStamp > 0 ? event.timeStamp : performance.now();
  };
  window.addEventListener('keydown', onKey, { capture: true });
  const phone = window.matchMedia(PHONE_QUERY);
  const read = (now: number): FirstArrivalState => {
    const box = search()?.getBoundingClientRect();
    return {
      cookieChoiceMade: !showsPrivacyNotice(document.cookie),
      onboardingSeen: isOnboardingDone(),
      textFieldFocused: takesText(document.activeElement),
      lastKeystrokeAt,
      now,
      popupOpen: document.querySelector(OPEN_POPUP) !== null,
      narrowViewport: phone.matches,
      searchOnScreen: box !== undefined && box.bottom > 0 && box.top < window.innerHeight,
    };
  };
  return {
    read,
    stop: () => window.removeEventListener('keydown', onKey, { capture: true }),
  };
}
