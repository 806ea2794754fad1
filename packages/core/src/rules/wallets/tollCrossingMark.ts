import type { StatusBarColor } from '../applications/statusBarColor';

/** How a toll crossing stands: paid from the wallet, unpaid, or a status the portal has no word for. */
export type TollCrossingKind = 'paid' | 'unpaid' | 'other';

/** A crossing's mark: what it is (the UI words it; `other` shows the server's code) and its tag's tone. */
export interface TollCrossingMark {
  readonly kind: TollCrossingKind;
  readonly tone: StatusBarColor;
}

const MARKS = {
  paid: { kind: 'paid', tone: 'success' },
  unpaid: { kind: 'unpaid', tone: 'attention' },
  other: { kind: 'other', tone: 'neutral' },
} as const satisfies Record<TollCrossingKind, TollCrossingMark>;

/**
 * The mark of one toll crossing of a wallet's history (SCREENS.md S6.5): `Paid` is `success`,
 * `Unpaid` needs `attention` (the toll is owed). Choices: the codes are compared ignoring case and
 * surrounding spaces; any other code, or none, is `neutral`, since nothing says it was paid. Never
 * throws.
 */
export function tollCrossingMarkOf(status: unknown): TollCrossingMark {
  const code = typeof status === 'string' ? status.trim().toLowerCase() : '';
  return code === 'paid' ? MARKS.paid : code === 'unpaid' ? MARKS.unpaid : MARKS.other;
}
