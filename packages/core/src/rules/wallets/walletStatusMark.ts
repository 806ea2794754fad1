import type { StatusBarColor } from '../applications/statusBarColor';
import { isKycExpired } from '../applications/walletStatus';

/** How a toll wallet stands: its KYC check expired, active, or a status the portal has no word for. */
export type WalletStatusKind = 'kycExpired' | 'active' | 'other';

/** A wallet's mark: what it is (the UI words it; `other` shows the server's text) and its tag's tone. */
export interface WalletStatusMark {
  readonly kind: WalletStatusKind;
  readonly tone: StatusBarColor;
}

const MARKS = {
  kycExpired: { kind: 'kycExpired', tone: 'attention' },
  active: { kind: 'active', tone: 'success' },
  other: { kind: 'other', tone: 'neutral' },
} as const satisfies Record<WalletStatusKind, WalletStatusMark>;

/**
 * The mark of a toll wallet's status (SCREENS.md S6.1): `KYC Expired` (spec 000 §4, core's
 * {@link isKycExpired}) needs `attention`, as the person must update their details before a top-up;
 * `Active` is `success`; any other status, or none, `neutral`. Choice: `Active` is compared as
 * `isKycExpired` compares, ignoring case and surrounding spaces, since the status is the provider's
 * free text. Never throws.
 */
export function walletStatusMarkOf(status: unknown): WalletStatusMark {
  if (isKycExpired(status)) return MARKS.kycExpired;
  return typeof status === 'string' && status.trim().toLowerCase() === 'active'
    ? MARKS.active
    : MARKS.other;
}
