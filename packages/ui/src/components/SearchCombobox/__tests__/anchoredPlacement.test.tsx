import { describe, expect, it } from 'vitest';
import { anchoredPlacement, type AnchoredPlacementOptions } from '../anchoredPlacement';

const box = { top: 200, bottom: 244, left: 16, right: 304, width: 288 };
const phone: AnchoredPlacementOptions = {
  viewport: { width: 320, height: 720 },
  wantedHeight: 270,
  minWidth: 288,
  direction: 'ltr',
};

describe('anchoredPlacement', () => {
  it('puts the popup 4 px under the box, at its width, with the room left below', () => {
    expect(anchoredPlacement(box, phone)).toEqual({
      top: 248,
      left: 16,
      width: 288,
      maxHeight: 720 - 244 - 4 - 8,
    });
  });

  it('opens above when the room below is short and there is more above', () => {
    const low = { ...box, top: 600, bottom: 644 };
    expect(anchoredPlacement(low, phone)).toEqual({
      bottom: 720 - 600 + 4,
      left: 16,
      width: 288,
      maxHeight: 600 - 4 - 8,
    });
  });

  it('stays below when that is the larger room, scrolling inside it', () => {
    const placement = anchoredPlacement(
      { ...box, top: 250, bottom: 294 },
      { ...phone, viewport: { width: 320, height: 640 }, wantedHeight: 400 },
    );
    expect(placement.top).toBe(298);
    expect(placement.maxHeight).toBe(640 - 294 - 12);
  });

  it('never asks for a negative height, even where neither side has room', () => {
    const placement = anchoredPlacement(
      { ...box, top: 5, bottom: 49 },
      { ...phone, viewport: { width: 320, height: 50 } },
    );
    expect(placement.maxHeight).toBe(0);
  });

  it('widens the list of a narrow box to minWidth, from its inline start, inside the viewport', () => {
    const narrow = { top: 600, bottom: 644, left: 40, right: 162, width: 122 };
    // Left to right: from the box's left edge, moved in so its right edge keeps 8 px free.
    expect(anchoredPlacement(narrow, phone)).toMatchObject({ left: 24, width: 288 });
    expect(
      anchoredPlacement(narrow, { ...phone, viewport: { width: 1280, height: 720 } }),
    ).toMatchObject({
      left: 40,
      width: 288,
    });
    // Right to left: the box sits at the right, its list grows leftwards from the box's right edge.
    const rtlBox = { ...narrow, left: 158, right: 280 };
    expect(anchoredPlacement(rtlBox, { ...phone, direction: 'rtl' })).toMatchObject({
      left: 8,
      width: 288,
    });
    const wideRtl = { ...phone, direction: 'rtl', viewport: { width: 1280, height: 720 } } as const;
    expect(anchoredPlacement({ ...narrow, left: 900, right: 1022 }, wideRtl)).toMatchObject({
      left: 1022 - 288,
      width: 288,
    });
  });

  it('never grows wider than the viewport leaves, and never narrower than its box', () => {
    expect(
      anchoredPlacement(box, { ...phone, viewport: { width: 280, height: 720 } }),
    ).toMatchObject({
      width: 288,
      left: 16,
    });
    const small = { ...box, left: 10, right: 110, width: 100 };
    expect(
      anchoredPlacement(small, { ...phone, viewport: { width: 200, height: 720 } }),
    ).toMatchObject({
      width: 184,
      left: 8,
    });
  });
});
