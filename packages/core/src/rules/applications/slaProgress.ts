import type { Application } from './application';
import { isClosedApplication, showsSuccessMark } from './applicationState';

/**
 * SLA progress bar value, 0–100 (spec 000 §4): 100 for closed codes 4, 5, 7, 8; otherwise the SLA
 * percentage clamped to 0–100, and 0 when it is missing or not a number.
 * Choice: fractions are kept (the bar can be 37.5% wide); round when printing.
 */
export function slaProgressOf(
  application: Pick<Application, 'statusCode' | 'slaPercentage'>,
): number {
  if (isClosedApplication(application)) return 100;
  const percentage = application?.slaPercentage;
  if (typeof percentage !== 'number' || !Number.isFinite(percentage)) return 0;
  return Math.min(100, Math.max(0, percentage));
}

/**
 * How the SLA bar's value is put in words: `percentage` ("45% complete") while the application is
 * open and once it is completed (code 4); `closed` for the other closed codes (5, 7, 8: rejected,
 * cancelled). Their bar is full by the rule above, but nothing was completed, so "100% complete"
 * under "Cancelled" would say the opposite of the status.
 */
export type SlaProgressWording = 'percentage' | 'closed';

export function slaProgressWordingOf(
  application: Pick<Application, 'statusCode'>,
): SlaProgressWording {
  return isClosedApplication(application) && !showsSuccessMark(application)
    ? 'closed'
    : 'percentage';
}
