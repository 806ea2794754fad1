import {
  formatAmount,
  formatDate,
  type LockerWidgetSummary,
  type PortalLocale,
} from '@portal/core';
import type { LockerT } from '../lockerViews';
import type { LockerWidgetCardData } from './LockerWidgets';

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
