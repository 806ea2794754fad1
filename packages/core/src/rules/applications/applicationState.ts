import {
  ACTION_REQUIRED_MASTER_STATUS_ID,
  CLOSED_APPLICATION_STATUS_CODES,
} from './applicationStatus';
import type { Application } from './application';

// Status predicates of spec 000 §4. Each takes only the fields it reads, so a caller holding just a
// code can pass `{ statusCode }`. A missing application (`null` from JavaScript callers) has no status.

/** Closed: status code 4, 5, 7 or 8 (spec 000 §4). An unknown code is not closed. */
export function isClosedApplication(application: Pick<Application, 'statusCode'>): boolean {
  const code = application?.statusCode;
  return code !== undefined && CLOSED_APPLICATION_STATUS_CODES.includes(code);
}

/** Action required: status code 2 or master status 105900020 (spec 000 §3, §4). */
export function isActionRequired(
  application: Pick<Application, 'statusCode' | 'masterStatusId'>,
): boolean {
  return (
    application?.statusCode === 2 ||
    application?.masterStatusId === ACTION_REQUIRED_MASTER_STATUS_ID
  );
}

/**
 * Delayed: not closed and the SLA date is before `now` (spec 000 §4). Strictly before: at the SLA
 * instant itself the application is still on time. No SLA date means not delayed.
 */
export function isDelayedApplication(
  application: Pick<Application, 'statusCode' | 'slaDate'>,
  now: Date | number,
): boolean {
  if (isClosedApplication(application) || !(application?.slaDate instanceof Date)) return false;
  const nowMs = now instanceof Date ? now.getTime() : now;
  return Number.isFinite(nowMs) && application.slaDate.getTime() < nowMs;
}

/** Shown as cancelled or rejected: code 5 or 7 (spec 000 §4; code 8 is closed but not in this group). */
export function isCancelledOrRejected(application: Pick<Application, 'statusCode'>): boolean {
  return application?.statusCode === 5 || application?.statusCode === 7;
}

/** Completed (code 4) shows a success mark (spec 000 §4). */
export function showsSuccessMark(application: Pick<Application, 'statusCode'>): boolean {
  return application?.statusCode === 4;
}
