import { useLayoutEffect, type RefObject } from 'react';
import { anchoredPlacement } from './anchoredPlacement';

/** A list narrower than this wraps a service's name onto four lines: wider, up to the viewport. */
const MIN_WIDTH_REM = 18;

/**
 * Shows an open popup (a `popover="manual"` element) in the browser's top layer, anchored under
 * `anchor` at its width (at least 18 rem where the viewport has room), and keeps it there while it
 * is open.
 *
 * Why the top layer: a list placed `absolute` under its box is clipped by any ancestor with
 * `overflow` other than visible (the home hero's rounded, image-filled box cut it to one of its
 * five suggestions) and covered by any later stacking context (the home sections painted over the
 * rest). The top layer is above every stacking context and outside every ancestor's clip, while
 * the popup stays where it is in the DOM: after its box in the reading order, inside the same React
 * tree and `dir`, theme and language, and inside any dialog that holds the box (a portal to `<body>`
 * would leave a modal dialog's focus and dismissal layer). No positioning library: the home page's
 * first load stays as small as it is (about 11 kB gzip for Radix's popper).
 *
 * The popup follows its box while open, placed again at the next frame after anything that can
 * move or resize it: a scroll anywhere (captured, so a scrolling panel counts), a resize of the
 * viewport, of the box, of the popup or of the page's body (content above the box growing), and
 * suggestions added or removed. Event-driven, not a measurement on every frame: an open list costs
 * nothing while nothing moves (a frame loop kept a phone's renderer busy, and under load delayed a
 * test's key presses by 30 s). In a browser without the Popover API (before 2024) nothing happens
 * here and the popup's own classes place it `absolute` under the box, as before.
 */
export function useTopLayerPopup(
  open: boolean,
  anchor: RefObject<HTMLElement | null>,
  popup: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    const anchorElement = anchor.current;
    const popupElement = popup.current;
    if (!open || anchorElement === null || popupElement === null) return;
    if (typeof popupElement.showPopover !== 'function') return;
    // Before the first paint: fixed, no user-agent inset or margin, then placed and shown.
    Object.assign(popupElement.style, { position: 'fixed', inset: 'auto', margin: '0' });
    popupElement.showPopover();
    const root = document.documentElement;
    // Read once: neither changes while the list is open (the text size is set before it opens).
    const direction = getComputedStyle(popupElement).direction === 'rtl' ? 'rtl' : 'ltr';
    const minWidth = MIN_WIDTH_REM * parseFloat(getComputedStyle(root).fontSize);
    let frame = 0;
    let placed = '';
    const place = () => {
      frame = 0;
      const placement = anchoredPlacement(anchorElement.getBoundingClientRect(), {
        viewport: { width: root.clientWidth, height: root.clientHeight },
        wantedHeight: popupElement.scrollHeight,
        minWidth,
        direction,
      });
      const style = {
        top: placement.top === undefined ? 'auto' : `${placement.top}px`,
        bottom: placement.bottom === undefined ? 'auto' : `${placement.bottom}px`,
        left: `${placement.left}px`,
        width: `${placement.width}px`,
        maxHeight: `${placement.maxHeight}px`,
      };
      const key = Object.values(style).join(' ');
      if (key !== placed) {
        placed = key;
        Object.assign(popupElement.style, style);
      }
    };
    // Many events in one frame (a scroll fires per pixel) cost one measurement.
    const placeAtNextFrame = () => {
      if (frame === 0) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', placeAtNextFrame, { capture: true, passive: true });
    window.addEventListener('resize', placeAtNextFrame, { passive: true });
    const resized = new ResizeObserver(placeAtNextFrame);
    for (const element of [anchorElement, popupElement, document.body]) resized.observe(element);
    const changed = new MutationObserver(placeAtNextFrame);
    changed.observe(popupElement, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', placeAtNextFrame, { capture: true });
      window.removeEventListener('resize', placeAtNextFrame);
      resized.disconnect();
      changed.disconnect();
      if (popupElement.isConnected && popupElement.matches(':popover-open')) {
        popupElement.hidePopover();
      }
    };
  }, [open, anchor, popup]);
}
