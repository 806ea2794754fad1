import {
  emirateOf,
  formatAmount,
  formatDate,
  isKycExpired,
  isLocalPlate,
  plateColorOf,
  plateKindOf,
  walletStatusMarkOf,
  type Emirate,
  type PortalLocale,
} from '@portal/core';
import type { Translator } from '@portal/core/i18n';
import type { Vehicle } from '@portal/core/api/parking';
import type { DarbVehicle, DarbVehicleDetails, DarbWallet } from '@portal/core/api/tollWallet';
import type { DescriptionListItem } from '../../components/DescriptionList';
import type { VehicleDetailsData, VehicleWalletOption } from './VehicleDetails/VehicleDetails';
import type { VehicleListItem } from './VehicleList/VehicleList';
import type { WalletListItem } from './WalletList/WalletList';

type T = Translator['t'];

/** An amount in AED in the page's language ("AED 85.50", "85.50 درهم"), through core's formatter. */
export function aedOf(t: T, value: unknown, locale: PortalLocale): string {
  return t('common.currencyAmount', { amount: formatAmount(value, { locale }) });
}

/** A wallet's status in words: the word of core's mark (`walletStatusMarkOf`), or the server's own. */
function walletStatusOf(t: T, status: string | null | undefined): string {
  const { kind } = walletStatusMarkOf(status);
  if (kind === 'other') return status ?? t('common.notAvailable');
  return t(kind === 'kycExpired' ? 'wallet.statusName.kycExpired' : 'wallet.statusName.active');
}

/** A wallet's name, or a placeholder when the server sent none. */
export function walletNameOf(wallet: Pick<DarbWallet, 'name' | 'walletId'>): string {
  return wallet.name ?? wallet.walletId;
}

/**
 * Core's wallets as the wallet list shows them: balance formatted, status in words with its tone
 * (core's `walletStatusMarkOf`), KYC expiry flagged by core's `isKycExpired` (spec 000 §4).
 */
export function walletListItemsOf(
  t: T,
  wallets: readonly DarbWallet[],
  locale: PortalLocale,
): WalletListItem[] {
  return wallets.map((wallet) => ({
    id: wallet.walletId,
    name: walletNameOf(wallet),
    balance: aedOf(t, wallet.balance, locale),
    status: walletStatusOf(t, wallet.status),
    statusTone: walletStatusMarkOf(wallet.status).tone,
    kycExpired: isKycExpired(wallet.status),
    ...(wallet.vehicleCount == null
      ? {}
      : { vehicles: t('wallet.vehicleCount', { count: wallet.vehicleCount }) }),
  }));
}

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

/** The name of the wallet a vehicle uses, or "No wallet" (its tolls go unpaid). */
export function vehicleWalletNameOf(
  t: T,
  walletId: string | null | undefined,
  wallets: readonly DarbWallet[],
): string {
  if (!walletId) return t('vehicle.noWallet');
  const wallet = wallets.find((item) => item.walletId === walletId);
  return wallet ? walletNameOf(wallet) : walletId;
}

/** Core's vehicles, in their order, as the vehicle list shows them (S6.3). */
export function vehicleListItemsOf(
  t: T,
  vehicles: readonly DarbVehicle[],
  wallets: readonly DarbWallet[],
  locale: PortalLocale,
): VehicleListItem[] {
  return vehicles.flatMap((vehicle) => {
    if (!vehicle.vehicleId) return [];
    const view = plateViewOf(t, vehicle, locale);
    return [
      {
        id: vehicle.vehicleId,
        plate: view.plate,
        plateNumber: view.plateNumber,
        ...(view.plateCode ? { plateCode: view.plateCode } : {}),
        title: vehicle.description ?? view.plate,
        facts: [
          ...view.facts,
          {
            key: 'wallet',
            term: t('vehicle.wallet'),
            description: vehicleWalletNameOf(t, vehicle.walletId, wallets),
          },
        ],
      },
    ];
  });
}

/**
 * One vehicle's details as the details page shows them (S6.3): the plate's facts with its number
 * first (spec 000 §3, through core's plate rules), make, model, registration expiry (core's
 * `formatDate`) and state, and the wallet it uses.
 */
export function vehicleDetailsOf(
  t: T,
  vehicle: DarbVehicleDetails,
  wallets: readonly DarbWallet[],
  locale: PortalLocale,
): VehicleDetailsData | undefined {
  if (!vehicle.vehicleId) return undefined;
  const view = plateViewOf(t, vehicle, locale);
  const notAvailable = t('common.notAvailable');
  const makeAndModel = [vehicle.make, vehicle.model].filter(Boolean).join(' ');
  return {
    id: vehicle.vehicleId,
    plate: view.plate,
    plateNumber: view.plateNumber,
    ...(view.plateCode ? { plateCode: view.plateCode } : {}),
    title: vehicle.description ?? (makeAndModel || view.plate),
    plateFacts: [
      { key: 'number', term: t('vehicle.plateNumber'), description: view.plateNumber },
      ...view.facts,
    ],
    facts: [
      { key: 'make', term: t('vehicle.make'), description: vehicle.make ?? notAvailable },
      { key: 'model', term: t('vehicle.model'), description: vehicle.model ?? notAvailable },
      {
        key: 'registrationExpiry',
        term: t('vehicle.registrationExpiry'),
        description: formatDate(vehicle.registrationExpiry ?? null, { locale }),
      },
      {
        key: 'state',
        term: t('vehicle.state'),
        description:
          vehicle.isActive == null
            ? notAvailable
            : t(vehicle.isActive ? 'vehicle.active' : 'vehicle.inactive'),
      },
    ],
    ...(vehicle.walletId ? { walletId: vehicle.walletId } : {}),
    walletName: vehicleWalletNameOf(t, vehicle.walletId, wallets),
  };
}

/** The person's wallets as choices for a vehicle, by name. */
export function vehicleWalletOptionsOf(wallets: readonly DarbWallet[]): VehicleWalletOption[] {
  return wallets.map((wallet) => ({ value: wallet.walletId, label: walletNameOf(wallet) }));
}
