/**
 * An application's status line in words, shared by `ApplicationCard` (`applications.ts`) and
 * `JourneyStages` (`journey.ts`), whose stages are applications too: both say a status the same way.
 */
import { formatDate, statusTextOf, type Application, type PortalLocale } from '@portal/core';
import type { LockerT } from './translator';

/** The status line of an application in words: core's `statusTextOf` decision, translated. */
export function statusLabelOf(
  application: Application,
  t: LockerT,
  locale: PortalLocale,
  now: Date,
) {
  const status = statusTextOf(application, now);
  return status.kind === 'description'
    ? status.text
    : status.kind === 'estimated'
      ? t(status.messageKey, { date: formatDate(status.slaDate, { locale }) })
      : t(status.messageKey);
}
