/**
 * A vehicle's plate in words, shared by the compositions that show plates (`VehicleList`,
 * `VehicleDetails`, `ParkingOverview`, `SalikVehicles`): one wording of a plate for the whole area.
 */
import {
  emirateOf,
  isLocalPlate,
  plateColorOf,
  plateKindOf,
  type Emirate,
  type PortalLocale,
} from '@portal/core';
import type { Translator } from '@portal/core/i18n';
import type { Vehicle } from '@portal/core/api/parking';
import type { DescriptionListItem } from '../../../components/DescriptionList';
import type { VehicleListItem } from '../VehicleList/VehicleList';

type T = Translator['t'];

/** Catalogue key of each emirate's name, by its short code (spec 000 §3). */
const EMIRATE_NAME_KEY: Readonly<Record<Emirate['shortCode'], string>> = {
  AUH: 'vehicle.emirate.abuDhabi',
  DXB: 'vehicle.emirate.dubai',
  SHJ: 'vehicle.emirate.sharjah',
  AJM: 'vehicle.emirate.ajman',
  UAQ: 'vehicle.emirate.ummAlQuwain',
  RAK: 'vehicle.emirate.rasAlKhaimah',
  FUJ: 'vehicle.emirate.fujairah',
};

/** A plate in words: the phrase that names it, what the plate shows, and its facts. */
export interface PlateView {
  /** "Private plate 7406, Ajman". */
  readonly plate: string;
  readonly plateNumber: string;
  /** The emirate's short code ("AJM") of a local plate. */
  readonly plateCode?: string;
  /** Country, emirate (name and short code), kind and colour. */
  readonly facts: DescriptionListItem[];
}

function countryNameOf(code: string | null | undefined, locale: PortalLocale): string | undefined {
  if (!code) return undefined;
  try {
    return (
      new Intl.DisplayNames([locale], { type: 'region' }).of(code.trim().toUpperCase()) ?? code
    );
  } catch {
    return code;
  }
}

/**
 * A vehicle's plate (spec 000 §3: number, country, emirate with its short code, kind, colour) in the
 * page's language, through core's `emirateOf`, `plateKindOf`, `plateColorOf` and `isLocalPlate`.
 */
export function plateViewOf(t: T, vehicle: Vehicle, locale: PortalLocale): PlateView {
  const notAvailable = t('common.notAvailable');
  const number = vehicle.plateNumber ?? notAvailable;
  const kind = t(`vehicle.plateKind.${plateKindOf(vehicle.plateKindCode).toLowerCase()}`);
  const emirate = isLocalPlate(vehicle.plateCountryCode)
    ? emirateOf(vehicle.plateEmirateCode)
    : undefined;
  const emirateName = emirate ? t(EMIRATE_NAME_KEY[emirate.shortCode]) : undefined;
  const country = countryNameOf(vehicle.plateCountryCode, locale);
  // A colour core knows is said in the page's language; any other code is shown as sent.
  const knownColour = plateColorOf(vehicle.plateColorCode);
  const colour = knownColour
    ? t(`vehicle.plateColor.${knownColour.toLowerCase()}`)
    : (vehicle.plateColorCode ?? notAvailable);
  return {
    plate: t('vehicle.plate', { kind, number, emirate: emirateName ?? country ?? notAvailable }),
    plateNumber: number,
    ...(emirate ? { plateCode: emirate.shortCode } : {}),
    facts: [
      { key: 'country', term: t('vehicle.plateCountry'), description: country ?? notAvailable },
      {
        key: 'emirate',
        term: t('vehicle.plateEmirate'),
        description:
          emirate && emirateName ? `${emirateName} (${emirate.shortCode})` : notAvailable,
      },
      { key: 'kind', term: t('vehicle.plateKind'), description: kind },
      { key: 'colour', term: t('vehicle.plateColor'), description: colour },
    ],
  };
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
