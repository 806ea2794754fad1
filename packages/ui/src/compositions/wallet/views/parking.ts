/**
 * View model of `ParkingOverview`: core's permits, fines totals and related services, with the
 * catalogue's words, as its props (its vehicles are plate cards, `plateCardItemsOf`).
 */
import {
  apiLanguageOf,
  formatDate,
  permitServiceHref,
  permitStatusMarkOf,
  toAmount,
  type PortalLocale,
  type PermitStatusKind,
  type SafeUrlOptions,
} from '@portal/core';
import type { FinesTotal, ParkingPermit, RelatedService } from '@portal/core/api/parking';
import type { Translator } from '@portal/core/i18n';
import type {
  ParkingFineItem,
  ParkingOverviewLabels,
  ParkingPermitItem,
  ParkingServiceItem,
} from '../ParkingOverview/ParkingOverview';
import { aedOf } from './amounts';

type T = Translator['t'];

/** The words of each permit status core marks; any other status shows as the server wrote it. */
const PERMIT_STATUS_KEY: Readonly<Record<Exclude<PermitStatusKind, 'other'>, string>> = {
  active: 'parking.permitStatusName.Active',
  pendingRenewal: 'parking.permitStatusName.PendingRenewal',
  expired: 'parking.permitStatusName.Expired',
};

/**
 * Core's permits as the parking overview lists them (S6.7): type, status in words with its tone
 * (core's `permitStatusMarkOf`; a status it has no mark for as the server wrote it), validity as
 * core's dates, area and plate.
 */
export function permitItemsOf(
  t: T,
  permits: readonly ParkingPermit[],
  locale: PortalLocale,
): ParkingPermitItem[] {
  const notAvailable = t('common.notAvailable');
  return permits.map((permit) => {
    const mark = permitStatusMarkOf(permit.status);
    return {
      id: permit.permitId,
      title: permit.permitType ?? notAvailable,
      status:
        mark.kind === 'other' ? (permit.status ?? notAvailable) : t(PERMIT_STATUS_KEY[mark.kind]),
      statusTone: mark.tone,
      facts: [
        {
          key: 'validity',
          term: t('parking.permitValidity'),
          description: t('parking.permitValidityRange', {
            from: formatDate(permit.startDate, { locale }),
            to: formatDate(permit.endDate, { locale }),
          }),
        },
        { key: 'area', term: t('parking.permitArea'), description: permit.area ?? notAvailable },
        {
          key: 'plate',
          term: t('parking.permitPlate'),
          description: permit.plateNumber ?? notAvailable,
        },
      ],
    };
  });
}

/** The Mawaqif and Darb fines totals (S6.7) as amounts with two decimals and a count. */
export function fineItemsOf(
  t: T,
  totals: { readonly mawaqif: FinesTotal; readonly darb: FinesTotal },
  locale: PortalLocale,
): ParkingFineItem[] {
  return (['mawaqif', 'darb'] as const).map((id) => {
    const total = totals[id];
    const amount = toAmount(total.totalAmount) ?? 0;
    const count = toAmount(total.finesCount);
    return {
      id,
      label: t(id === 'mawaqif' ? 'parking.mawaqifFines' : 'parking.darbFines'),
      amount: aedOf(t, amount, locale),
      count: count === undefined ? t('common.notAvailable') : t('parking.finesCount', { count }),
      due: amount > 0,
    };
  });
}

/**
 * Related services as links (S6.7, spec 000 §2 "permit service pages … a 'lang' query is
 * appended"): each address passes core's `permitServiceHref` (`safeUrl`, then the page's `lang`); a
 * service without a title or a safe address is left out.
 */
export function parkingServiceItemsOf(
  services: readonly RelatedService[],
  options: SafeUrlOptions & { readonly locale: PortalLocale },
): ParkingServiceItem[] {
  const { locale, ...urlOptions } = options;
  return services.flatMap((service) => {
    const href = permitServiceHref(service.url, { ...urlOptions, lang: apiLanguageOf(locale) });
    const title = service.title?.trim();
    return href && title ? [{ id: service.serviceId, title, href }] : [];
  });
}

/**
 * The parking overview's words (`parking.*`). `trafficFile` names the traffic file the vehicles are
 * listed by; without one the vehicles' empty sentence says there is none.
 */
export function parkingOverviewLabelsOf(
  t: T,
  trafficFile: string | undefined,
): ParkingOverviewLabels {
  return {
    retry: t('common.tryAgain'),
    retrying: t('utilities.retrying'),
    finesTitle: t('parking.finesTitle'),
    finesLoading: t('parking.finesLoading'),
    finesEmpty: t('parking.finesEmpty'),
    permitsTitle: t('parking.permitsTitle'),
    permitsLoading: t('parking.permitsLoading'),
    permitsCaption: t('parking.permitsCaption'),
    permitsEmpty: t('parking.permitsEmpty'),
    toServices: t('parking.toServices'),
    permitStatus: t('parking.permitStatus'),
    vehiclesTitle: t('parking.vehiclesTitle'),
    vehiclesLoading: t('parking.vehiclesLoading'),
    vehiclesCaption: t('parking.vehiclesCaption', { file: trafficFile ?? '' }),
    vehiclesEmpty: t(trafficFile === undefined ? 'parking.noTrafficFile' : 'parking.vehiclesEmpty'),
    servicesTitle: t('parking.servicesTitle'),
    servicesLoading: t('parking.servicesLoading'),
    servicesEmpty: t('parking.servicesEmpty'),
  };
}
