import {
  formatDate,
  formatRelativeTime,
  relativeTimeOf,
  showsSuccessMark,
  slaProgressOf,
  statusBarColorOf,
  statusTextOf,
  type Application,
  type PortalLocale,
} from '@portal/core';
import { isPortalError } from '@portal/core/client';
import type { ApplicationCardData } from './ApplicationCard/ApplicationCard';

/** A translator's `t`, as `createTranslator` and the app's `useMessages` give it. */
export type LockerT = (
  key: string,
  values?: Readonly<Record<string, string | number | Date>>,
) => string;

/**
 * The words of an error for a locker view: the server's own message when it sent one, else the
 * generic "Something went wrong" (spec 000 §8). Anything that is not a PortalError is generic too.
 */
export function lockerErrorMessageOf(error: unknown, t: LockerT): string {
  if (isPortalError(error) && error.userMessage.type === 'server') return error.userMessage.text;
  return t('something.wentWrong');
}

/**
 * What one application card shows, every value decided by core's rules (spec 000 §4): the status
 * text (`statusTextOf`), the bar's tone (`statusBarColorOf`) and value (`slaProgressOf`), the
 * success mark (`showsSuccessMark`) and the last update as a relative time (`relativeTimeOf`). This
 * only turns the decisions into words of the page language.
 */
export function applicationCardOf(
  application: Application,
  t: LockerT,
  locale: PortalLocale,
  now: Date,
): ApplicationCardData {
  const status = statusTextOf(application, now);
  const statusLabel =
    status.kind === 'description'
      ? status.text
      : status.kind === 'estimated'
        ? t(status.messageKey, { date: formatDate(status.slaDate, { locale }) })
        : t(status.messageKey);
  const progress = slaProgressOf(application);
  const reference = application.refCode ?? application.id ?? '';
  return {
    id: application.id ?? reference,
    title: application.serviceName ?? reference,
    isDraft: application.kind === 'draft',
    draftLabel: t('application.status.draft'),
    statusLabel,
    tone: statusBarColorOf(application, now),
    progress,
    progressText: t('sla.progress', { percentage: Math.round(progress) }),
    completed: showsSuccessMark(application),
    reference: t('locker.applications.reference', { reference }),
    lastUpdated: t('locker.applications.lastUpdated', {
      date: formatRelativeTime(relativeTimeOf(application.statusDate ?? Number.NaN, now), {
        locale,
      }),
    }),
  };
}
