import {
  apiLanguageOf,
  failureTextOf,
  formatDate,
  permitServiceHref,
  permitStatusMarkOf,
  toAmount,
  type PortalLocale,
  type PermitStatusKind,
  type SafeUrlOptions,
  type StatusBarColor,
} from '@portal/core';
import type { FinesTotal, ParkingPermit, RelatedService, Vehicle } from '@portal/core/api/parking';
import type { EntityLookups, LookupsLoad } from '@portal/core/api/paymentHub';
import type { Translator } from '@portal/core/i18n';
import type { DescriptionListItem } from '../../components/DescriptionList';
import type { SalikLookupsState } from './SalikVehicles/SalikVehicles';
import type { VehicleListItem } from './VehicleList/VehicleList';
import { aedOf, plateViewOf } from './walletViews';

type T = Translator['t'];

/** One Mawaqif permit as the parking overview shows it, every value already in words. */
export interface ParkingPermitItem {
  readonly id: string;
  /** The permit's type ("Resident parking permit"). */
  readonly title: string;
  /** Its status in words ("Renewal due") and the tone of its tag. */
  readonly status: string;
  readonly statusTone: StatusBarColor;
  /** Validity, area and plate. */
  readonly facts: readonly DescriptionListItem[];
}

/** One fines total (Mawaqif or Darb) as the parking overview shows it. */
export interface ParkingFineItem {
  readonly id: 'mawaqif' | 'darb';
  /** "Mawaqif parking fines". */
  readonly label: string;
  /** "AED 300.00", through core's `formatAmount`. */
  readonly amount: string;
  /** "2 fines". */
  readonly count: string;
  /** Whether anything is to pay (a total above zero). */
  readonly due: boolean;
}

/** One related service as a link, its address checked and carrying `lang`. */
export interface ParkingServiceItem {
  readonly id: string;
  readonly title: string;
  readonly href: string;
}

/** A lookup list of the Salik screen, its options already in the page's language and joined. */
export interface SalikLookupGroup {
  readonly id: string;
  /** "Plate colours". */
  readonly title: string;
  /** "Red, Blue and Green". */
  readonly options: string;
}

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
 * Vehicles without a wallet (vehicles by traffic file, S6.7; Salik's unlinked vehicles, S6.8) as
 * plate cards: the plate through `plateViewOf`, the make and model as the title.
 */
export function plateCardItemsOf(
  t: T,
  vehicles: readonly Vehicle[],
  locale: PortalLocale,
): VehicleListItem[] {
  return vehicles.map((vehicle, index) => {
    const view = plateViewOf(t, vehicle, locale);
    return {
      id: vehicle.vehicleId ?? `${view.plateNumber}-${index}`,
      plate: view.plate,
      plateNumber: view.plateNumber,
      ...(view.plateCode ? { plateCode: view.plateCode } : {}),
      title: vehicle.description ?? view.plate,
      facts: view.facts,
    };
  });
}

/** Catalogue key of each Salik lookup list the screen shows, in order. */
const SALIK_LOOKUP_TITLE: Readonly<Record<string, string>> = {
  plateSources: 'salik.plateSources',
  plateKinds: 'salik.plateKinds',
  plateColors: 'salik.plateColors',
};

/**
 * Salik's lookups (S6.8) as lists of option names in the page's language (Arabic names on Arabic
 * pages, the English name when one is missing), joined the locale's way. Lists the screen does not
 * know and empty lists are left out.
 */
export function salikLookupGroupsOf(
  t: T,
  lookups: EntityLookups,
  locale: PortalLocale,
): SalikLookupGroup[] {
  const join = new Intl.ListFormat(locale, { type: 'conjunction' });
  return Object.entries(SALIK_LOOKUP_TITLE).flatMap(([id, key]) => {
    const names = (lookups[id] ?? []).flatMap((option) => {
      const name = (locale === 'ar-AE' ? option.nameAr : option.nameEn) ?? option.nameEn;
      return name ? [name] : [];
    });
    return names.length === 0 ? [] : [{ id, title: t(key), options: join.format(names) }];
  });
}

/**
 * Core's `loadSalikLookups` result as the Salik composition shows it (S6.8, spec 000 §8): the lists,
 * or, when the load failed, none and the server's message (or the generic one) with a retry.
 */
export function salikLookupsStateOf(
  t: Translator['t'],
  load: LookupsLoad,
  locale: PortalLocale,
  onRetry: () => void | Promise<unknown>,
): SalikLookupsState {
  return {
    status: 'ready',
    groups: salikLookupGroupsOf(t, load.lookups, locale),
    ...(load.error
      ? { failure: { message: failureTextOf(load.error, t('something.wentWrong')), onRetry } }
      : {}),
  };
}
