/**
 * View model of `LockerWidgets`: core's widget summaries and the catalogue's words as its props.
 */
import {
  formatAmount,
  formatDate,
  type LockerWidgetSummary,
  type PortalLocale,
} from '@portal/core';
import type { LockerWidgetCardData, LockerWidgetsLabels } from '../LockerWidgets/LockerWidgets';
import type { LockerT } from './translator';

/**
 * The locker widgets' cards from core's `lockerWidgetSummaryOf`: each figure worded by its key
 * (`locker.widgets.figure.<key>`), amounts as "AED 512.40" with core's `formatAmount`, the next
 * appointment as `dd MMMM yyyy`, and the KYC warning when core flagged it. The title is the
 * service's; without one, the widget's own name from the catalogue.
 */
export function lockerWidgetCardsOf(
  summaries: readonly LockerWidgetSummary[],
  t: LockerT,
  locale: PortalLocale,
): LockerWidgetCardData[] {
  return summaries.map((summary) => ({
    id: summary.id,
    title: summary.title ?? t(`locker.widgets.name.${summary.id}`),
    figures: summary.figures.map((figure) => ({
      label: t(`locker.widgets.figure.${figure.key}`),
      value:
        figure.kind === 'amount'
          ? t('common.currencyAmount', { amount: formatAmount(figure.value, { locale }) })
          : // Counts are whole numbers in Latin digits in both languages, as core's amounts are.
            String(figure.value),
    })),
    ...(summary.nextAppointmentAt
      ? {
          note: t('locker.widgets.nextAppointment', {
            date: formatDate(summary.nextAppointmentAt, { locale, withTime: true }),
          }),
        }
      : {}),
    ...(summary.kycExpired ? { warning: t('locker.widgets.kycExpired') } : {}),
    ...(summary.href ? { href: summary.href } : {}),
  }));
}

/** The words of `LockerWidgets` from core's catalogues (namespaces locker and common). */
export function lockerWidgetsLabelsOf(t: LockerT): LockerWidgetsLabels {
  return {
    loading: t('locker.widgets.loading'),
    empty: t('locker.widgets.empty'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
    open: t('locker.widgets.open'),
    openFor: (title) => t('locker.widgets.openFor', { title }),
    warning: t('locker.tone.warning'),
  };
}
