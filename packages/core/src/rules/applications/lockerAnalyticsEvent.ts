import type { Application } from './application';

/** Analytics event names for locker items (spec 000 §4), in the spec's wording. */
export const LOCKER_ANALYTICS_EVENTS = {
  1: 'submitted',
  2: 'action required',
  3: 'in progress',
  4: 'service application',
} as const;

export type LockerAnalyticsEvent =
  (typeof LOCKER_ANALYTICS_EVENTS)[keyof typeof LOCKER_ANALYTICS_EVENTS];

/**
 * The analytics event a locker item produces (spec 000 §4: status codes 1 to 4 → submitted, action
 * required, in progress, service application), or `undefined` for codes 5–8 and unknown codes,
 * which send none.
 */
export function lockerAnalyticsEventOf(
  application: Pick<Application, 'statusCode'>,
): LockerAnalyticsEvent | undefined {
  const code = application?.statusCode;
  return code === 1 || code === 2 || code === 3 || code === 4
    ? LOCKER_ANALYTICS_EVENTS[code]
    : undefined;
}
