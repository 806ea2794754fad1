import type { Application } from './application';
import { isClosedApplication } from './applicationState';

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
