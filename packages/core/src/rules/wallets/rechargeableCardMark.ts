import type { StatusBarColor } from '../applications/statusBarColor';

/** Whether a rechargeable card can be used. */
export type RechargeableCardKind = 'active' | 'inactive';

/** A card's mark: active or not (the UI words it) and the tone of its tag. */
export interface RechargeableCardMark {
  readonly kind: RechargeableCardKind;
  readonly tone: StatusBarColor;
}

const MARKS = {
  active: { kind: 'active', tone: 'success' },
  inactive: { kind: 'inactive', tone: 'neutral' },
} as const satisfies Record<RechargeableCardKind, RechargeableCardMark>;

/**
 * The mark of a rechargeable toll card (SCREENS.md S6.4): an active card is `success`, any other
 * `neutral`. Choice: only `isActive: true` counts as active; a card the server says nothing about is
 * not claimed to work. Never throws.
 */
export function rechargeableCardMarkOf(card: {
  readonly isActive?: unknown;
}): RechargeableCardMark {
  return typeof card === 'object' && card !== null && card.isActive === true
    ? MARKS.active
    : MARKS.inactive;
}
