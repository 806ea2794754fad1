import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TYPING_QUIET_MS,
  firstArrivalPlanOf,
  isTyping,
  type FirstArrivalState,
} from '../firstArrival';

/** A first visit on a wide screen, the cookie choice made, nobody typing, nothing open. */
const ready: FirstArrivalState = {
  cookieChoiceMade: true,
  onboardingSeen: false,
  textFieldFocused: false,
  lastKeystrokeAt: undefined,
  now: 100_000,
  popupOpen: false,
  narrowViewport: false,
  searchOnScreen: true,
};

const state = fc.record({
  cookieChoiceMade: fc.boolean(),
  onboardingSeen: fc.boolean(),
  textFieldFocused: fc.boolean(),
  lastKeystrokeAt: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: undefined }),
  now: fc.integer({ min: 0, max: 200_000 }),
  popupOpen: fc.boolean(),
  narrowViewport: fc.boolean(),
  searchOnScreen: fc.boolean(),
});

describe('first arrival in order (issue S)', () => {
  it('opens the onboarding when nothing holds it back', () => {
    expect(firstArrivalPlanOf(ready)).toEqual({ cookieNotice: false, onboarding: { open: true } });
  });

  it('shows the cookie notice first; the onboarding waits for the choice', () => {
    expect(firstArrivalPlanOf({ ...ready, cookieChoiceMade: false })).toEqual({
      cookieNotice: true,
      onboarding: { open: false, wait: 'cookieChoice' },
    });
  });

  it('never opens for a browser that has seen it', () => {
    expect(firstArrivalPlanOf({ ...ready, onboardingSeen: true }).onboarding).toEqual({
      open: false,
      wait: 'seen',
    });
  });

  it('waits while the focus is in a text field, and for three quiet seconds after a key', () => {
    expect(firstArrivalPlanOf({ ...ready, textFieldFocused: true }).onboarding).toEqual({
      open: false,
      wait: 'typing',
    });
    const typedAt = ready.now - TYPING_QUIET_MS + 1;
    expect(firstArrivalPlanOf({ ...ready, lastKeystrokeAt: typedAt }).onboarding).toEqual({
      open: false,
      wait: 'typing',
    });
    expect(
      firstArrivalPlanOf({ ...ready, lastKeystrokeAt: ready.now - TYPING_QUIET_MS }).onboarding,
    ).toEqual({ open: true });
  });

  it('counts a keystroke stamped after now as just now', () => {
    expect(isTyping({ textFieldFocused: false, lastKeystrokeAt: 5_000, now: 4_000 })).toBe(true);
  });

  it('waits while a popup, menu or dialog is open', () => {
    expect(firstArrivalPlanOf({ ...ready, popupOpen: true }).onboarding).toEqual({
      open: false,
      wait: 'popup',
    });
  });

  it('on a phone, never over the first screen where the search is; once it is scrolled away', () => {
    expect(firstArrivalPlanOf({ ...ready, narrowViewport: true }).onboarding).toEqual({
      open: false,
      wait: 'phoneFirstScreen',
    });
    expect(
      firstArrivalPlanOf({ ...ready, narrowViewport: true, searchOnScreen: false }).onboarding,
    ).toEqual({ open: true });
  });

  it('the cookie notice shows exactly until the choice is made, whatever else holds', () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(firstArrivalPlanOf(s).cookieNotice).toBe(!s.cookieChoiceMade);
      }),
    );
  });

  it('never opens the onboarding with the notice unanswered, someone typing or a popup open', () => {
    fc.assert(
      fc.property(state, (s) => {
        const { onboarding } = firstArrivalPlanOf(s);
        if (!onboarding.open) return;
        expect(s.onboardingSeen).toBe(false);
        expect(s.cookieChoiceMade).toBe(true);
        expect(isTyping(s)).toBe(false);
        expect(s.textFieldFocused).toBe(false);
        expect(s.popupOpen).toBe(false);
        expect(s.narrowViewport && s.searchOnScreen).toBe(false);
      }),
    );
  });

  it('the cookie notice and the onboarding are never asked for at once', () => {
    fc.assert(
      fc.property(state, (s) => {
        const plan = firstArrivalPlanOf(s);
        expect(plan.cookieNotice && plan.onboarding.open).toBe(false);
      }),
    );
  });
});
