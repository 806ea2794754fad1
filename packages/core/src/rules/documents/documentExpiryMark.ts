import type { StatusBarColor } from '../applications/statusBarColor';
import type { RuleMessageKey } from '../messageKeys';
import { documentExpiryWindow } from './expiryWindow';

/** How a document stands against its expiry date. */
export type DocumentExpiryMarkKind = 'expired' | 'expiringSoon' | 'valid';

/** A document's mark: what it is, its words (a catalogue key) and the tone of its tag. */
export interface DocumentExpiryMark {
  readonly kind: DocumentExpiryMarkKind;
  readonly messageKey: RuleMessageKey;
  readonly tone: StatusBarColor;
}

const MARKS = {
  expired: { kind: 'expired', messageKey: 'document.expired', tone: 'danger' },
  expiringSoon: { kind: 'expiringSoon', messageKey: 'document.expiringSoon', tone: 'attention' },
  valid: { kind: 'valid', messageKey: 'document.valid', tone: 'success' },
} as const satisfies Record<DocumentExpiryMarkKind, DocumentExpiryMark>;

/**
 * A document's mark from its expiry date (spec 000 §9, the expiry window of
 * {@link documentExpiryWindow}).
 *
 * How we read it: a document whose expiry is before `now` is expired; one expiring from `now` to the
 * end of the window (the window is what the spec calls the documents worth showing as expiring) is
 * expiring soon; one expiring later, or with no expiry date at all, is valid. Choice: the same
 * "before now" test as {@link soonestExpiringMonth}, so the soonest group and the marks agree.
 * `expiry` that is not a valid Date counts as no expiry.
 * @throws {RangeError} when `now` is not a valid time.
 */
export function documentExpiryMarkOf(expiry: unknown, now: Date | number): DocumentExpiryMark {
  const window = documentExpiryWindow(now);
  if (!(expiry instanceof Date) || Number.isNaN(expiry.getTime())) return MARKS.valid;
  const nowMs = now instanceof Date ? now.getTime() : now;
  const time = expiry.getTime();
  if (time < nowMs) return MARKS.expired;
  return time < window.to.getTime() ? MARKS.expiringSoon : MARKS.valid;
}
