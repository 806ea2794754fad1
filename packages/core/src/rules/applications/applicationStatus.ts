/**
 * Application status codes 1–8 (spec 000 §4), by meaning. Both field spellings
 * (EntityStatusCode, MasterStatusCodeCode) carry these numbers.
 */
export const APPLICATION_STATUS = {
  initiated: 1,
  actionRequired: 2,
  inProgress: 3,
  completed: 4,
  rejected: 5,
  onHold: 6,
  cancelled: 7,
  /** Spec 000 §4 lists a second "rejected" code; kept distinct because bar colours treat 5 and 8 alike but display rules do not. */
  rejectedFinal: 8,
} as const;

/** One of the numeric application status codes, 1–8. */
export type ApplicationStatusCode = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];

/** Text status codes some list items carry instead of a number (spec 000 §4). */
export const APPLICATION_TEXT_STATUS_CODES = [
  'TAMM_DRAFT',
  'INPROCESS',
  'COMPLETED',
  'CANCELLED',
  'AWCUSTACT',
] as const;
export type ApplicationTextStatusCode = (typeof APPLICATION_TEXT_STATUS_CODES)[number];

/**
 * The numeric code a text code stands for.
 * Assumption (not shown): INPROCESS = 3 in progress, COMPLETED = 4, CANCELLED = 7, AWCUSTACT = 2 awaiting
 * customer action; TAMM_DRAFT = 1 initiated, since a draft has been started but not submitted.
 */
export const TEXT_STATUS_TO_CODE: Readonly<
  Record<ApplicationTextStatusCode, ApplicationStatusCode>
> = {
  TAMM_DRAFT: 1,
  INPROCESS: 3,
  COMPLETED: 4,
  CANCELLED: 7,
  AWCUSTACT: 2,
};

/** Codes after which an application no longer moves: 4, 5, 7, 8 (spec 000 §4, §9). */
export const CLOSED_APPLICATION_STATUS_CODES: readonly ApplicationStatusCode[] = [4, 5, 7, 8];

/** Master status id meaning "action required" (spec 000 §3, §9). Kept as text: it is an id, not a quantity. */
export const ACTION_REQUIRED_MASTER_STATUS_ID = '105900020';

/** Narrows a number to a status code 1–8. */
export function isApplicationStatusCode(value: unknown): value is ApplicationStatusCode {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 8;
}

/** Narrows a string to a text status code (exact, upper case as the backend sends it). */
export function isApplicationTextStatusCode(value: unknown): value is ApplicationTextStatusCode {
  // Looked up in the code map rather than the list, so a reader that maps text codes (normalizeApplication)
  // does not also carry the list.
  return typeof value === 'string' && Object.hasOwn(TEXT_STATUS_TO_CODE, value);
}
