import type { StatusBarColor } from '../applications/statusBarColor';

/** How a Mawaqif permit stands: active, due for renewal, expired, or a status with no word of ours. */
export type PermitStatusKind = 'active' | 'pendingRenewal' | 'expired' | 'other';

/** A permit's mark: what it is (the UI words it; `other` shows the server's text) and its tag's tone. */
export interface PermitStatusMark {
  readonly kind: PermitStatusKind;
  readonly tone: StatusBarColor;
}

const MARKS = {
  active: { kind: 'active', tone: 'success' },
  pendingRenewal: { kind: 'pendingRenewal', tone: 'attention' },
  expired: { kind: 'expired', tone: 'danger' },
  other: { kind: 'other', tone: 'neutral' },
} as const satisfies Record<PermitStatusKind, PermitStatusMark>;

/**
 * The mark of a Mawaqif parking permit (SCREENS.md S6.7): `Active` is `success`, `PendingRenewal`
 * needs `attention` (renew it), `Expired` is `danger`. Choices: the status is compared ignoring case
 * and surrounding spaces; any other status, or none, is `neutral`. Never throws.
 */
export function permitStatusMarkOf(status: unknown): PermitStatusMark {
  // A switch, not a table keyed by status: a table built from MARKS' entries would be kept in every
  // bundle that imports any rule (property reads at module level are not dropped as unused).
  switch (typeof status === 'string' ? status.trim().toLowerCase() : '') {
    case 'active':
      return MARKS.active;
    case 'pendingrenewal':
      return MARKS.pendingRenewal;
    case 'expired':
      return MARKS.expired;
    default:
      return MARKS.other;
  }
}
