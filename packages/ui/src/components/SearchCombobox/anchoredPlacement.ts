/** Where a popup anchored to a box goes in the viewport, in viewport pixels (`position: fixed`). */
export interface AnchoredPlacement {
  /** Below the box: its top edge. */
  readonly top?: number;
  /** Above the box (there was not room below): its bottom edge, from the viewport's bottom. */
  readonly bottom?: number;
  readonly left: number;
  readonly width: number;
  /** The room left on the chosen side; the popup scrolls inside it. */
  readonly maxHeight: number;
}

/** The anchor's box as `getBoundingClientRect()` gives it. */
export interface AnchorBox {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
  readonly width: number;
}

export interface AnchoredPlacementOptions {
  /** The viewport's size without scroll bars (`documentElement.clientWidth/Height`). */
  readonly viewport: { readonly width: number; readonly height: number };
  /** The popup's natural height (its `scrollHeight`): below is kept while it fits there. */
  readonly wantedHeight: number;
  /** The popup's narrowest width, when the viewport has room for it (a narrow box's list). */
  readonly minWidth: number;
  /** `rtl`: a popup wider than its box lines up with the box's right edge and grows leftwards. */
  readonly direction: 'ltr' | 'rtl';
}

/** The gap between the box and the popup, and the room kept free at the viewport's edges. */
const GAP_PX = 4;
const EDGE_PX = 8;

/**
 * Places a popup under its box (a combobox's list): as wide as the box, or `minWidth` when the box
 * is narrower (a search box beside its button on a phone), lined up with the box's inline start and
 * moved back inside the viewport's edges; above the box instead when the room below is short of
 * `wantedHeight` and there is more above (a box near the bottom of a phone's screen). The popup is
 * never taller than the room it was given, so none of it falls outside the viewport: it scrolls.
 */
export function anchoredPlacement(
  anchor: AnchorBox,
  { viewport, wantedHeight, minWidth, direction }: AnchoredPlacementOptions,
): AnchoredPlacement {
  const width = Math.max(anchor.width, Math.min(minWidth, viewport.width - 2 * EDGE_PX));
  const start = direction === 'rtl' ? anchor.right - width : anchor.left;
  const left = Math.max(Math.min(start, viewport.width - EDGE_PX - width), EDGE_PX);
  const horizontal = { left: width > anchor.width ? left : anchor.left, width };
  const roomBelow = viewport.height - anchor.bottom - GAP_PX - EDGE_PX;
  const roomAbove = anchor.top - GAP_PX - EDGE_PX;
  if (roomBelow >= wantedHeight || roomBelow >= roomAbove) {
    return { ...horizontal, top: anchor.bottom + GAP_PX, maxHeight: Math.max(roomBelow, 0) };
  }
  return {
    ...horizontal,
    bottom: viewport.height - anchor.top + GAP_PX,
    maxHeight: Math.max(roomAbove, 0),
  };
}
