import { readInteger } from '../internal/readField';
import type { StatusBarColor } from '../applications/statusBarColor';
import type { RuleMessageKey } from '../messageKeys';

/**
 * Support case status codes and the message key of each label (spec 000 §4). English and Arabic
 * labels live in the i18n catalogues. Code 100000015 is a second "Request for Information" code and
 * shares code 3's label.
 */
export const SUPPORT_CASE_STATUS_KEYS = {
  1: 'supportCase.status.requestReceived',
  2: 'supportCase.status.underReview',
  3: 'supportCase.status.requestForInformation',
  4: 'supportCase.status.inProgress',
  5: 'supportCase.status.requestResolved',
  6: 'supportCase.status.requestClosed',
  100000015: 'supportCase.status.requestForInformation',
} as const satisfies Record<number, RuleMessageKey>;

export type SupportCaseStatusCode = keyof typeof SUPPORT_CASE_STATUS_KEYS;

/**
 * The label key for a support case status code, given as a number or numeric string.
 * Choice (not shown): an unknown code gives `supportCase.status.unknown` rather than an empty badge.
 */
export function supportCaseStatusKeyOf(code: unknown): RuleMessageKey {
  const value = readInteger(code);
  return value !== undefined && Object.hasOwn(SUPPORT_CASE_STATUS_KEYS, value)
    ? SUPPORT_CASE_STATUS_KEYS[value as SupportCaseStatusCode]
    : 'supportCase.status.unknown';
}

/**
 * Whether a case waits for the user (codes 3 and 100000015, "Request for Information").
 * Choice: the UI highlights these the way it highlights action-required applications.
 */
export function isSupportCaseAwaitingUser(code: unknown): boolean {
  const value = readInteger(code);
  return value === 3 || value === 100000015;
}

/**
 * The tone of a case's status tag. Choice (the spec gives none): a case waiting for the user
 * (Request for Information) is `attention`, as an action-required application; a resolved one
 * `success`; received, under review, in progress, closed and unknown codes `neutral`.
 */
export function supportCaseStatusToneOf(code: unknown): StatusBarColor {
  if (isSupportCaseAwaitingUser(code)) return 'attention';
  return readInteger(code) === 5 ? 'success' : 'neutral';
}
