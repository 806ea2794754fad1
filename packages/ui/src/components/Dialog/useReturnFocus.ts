import { useRef } from 'react';

/** The two Radix focus events an overlay's content fires (open and close auto-focus). */
export interface ReturnFocusHandlers {
  readonly onOpenAutoFocus: (event: Event) => void;
  readonly onCloseAutoFocus: (event: Event) => void;
}

/**
 * Where focus should go back to, given what had it when the overlay opened. A menu item unmounts
 * with its menu, so an overlay opened from one returns focus to the button that opened the menu
 * (Radix labels a menu, and a submenu, by its trigger), walking out of nested submenus.
 */
function returnTargetOf(active: HTMLElement): HTMLElement {
  let target = active;
  for (let depth = 0; depth < 8; depth += 1) {
    const menu = target.closest('[role="menu"]');
    const labelledBy = menu?.getAttribute('aria-labelledby');
    const trigger = labelledBy ? document.getElementById(labelledBy) : null;
    if (!trigger || trigger === target) break;
    target = trigger;
  }
  return target;
}

/**
 * Sends focus back where it was before an overlay opened, also when nothing "triggered" it.
 *
 * Radix returns focus to its own `Trigger`. An overlay opened by the program (the lock warning
 * opened by a timer, a confirmation opened from a menu item) has no trigger, so Radix would leave
 * focus on `<body>` and a keyboard user would start again from the top of the page. This remembers
 * the element that had focus when the overlay opened and focuses it again on close. Opened from a
 * menu item (which unmounts with its menu), focus goes back to the menu's button. When the element
 * is gone, Radix's trigger fallback still applies.
 *
 * The caller's own handlers run first; preventing their event opts out of this behaviour.
 */
export function useReturnFocus(
  onOpenAutoFocus?: (event: Event) => void,
  onCloseAutoFocus?: (event: Event) => void,
): ReturnFocusHandlers {
  const openerRef = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      // Radix fires this before it moves focus, so the active element is still the opener.
      const active = document.activeElement;
      openerRef.current =
        active instanceof HTMLElement && active !== document.body ? returnTargetOf(active) : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      const opener = openerRef.current;
      openerRef.current = null;
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented || !opener?.isConnected) return;
      event.preventDefault();
      opener.focus({ preventScroll: false });
    },
  };
}
