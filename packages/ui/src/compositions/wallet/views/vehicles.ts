/**
 * View model of `VehicleList` and `VehicleDetails`: core's Darb vehicles and the person's wallets,
 * with the catalogue's words, as their props.
 */
import { formatDate, type PortalLocale } from '@portal/core';
import type { Translator } from '@portal/core/i18n';
import type { DarbVehicle, DarbVehicleDetails, DarbWallet } from '@portal/core/api/tollWallet';
import type {
  VehicleDetailsData,
  VehicleDetailsLabels,
  VehicleWalletOption,
} from '../VehicleDetails/VehicleDetails';
import type { VehicleListItem, VehicleListLabels } from '../VehicleList/VehicleList';
import { dataStateLabelsOf } from './dataStates';
import { plateViewOf } from './plates';
import { walletNameOf } from './walletList';

type T = Translator['t'];

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

/** The vehicle list's words (`vehicle.*`). */
export function vehicleListLabelsOf(t: T): VehicleListLabels {
  return {
    ...dataStateLabelsOf(t, 'vehicle.loading'),
    list: t('vehicle.listLabel'),
    reorderHint: t('vehicle.reorderHint'),
    moveUp: (plate) => t('vehicle.moveUp', { plate }),
    moveDown: (plate) => t('vehicle.moveDown', { plate }),
    moved: (plate, position, count) => t('vehicle.moved', { plate, position, count }),
    dragHandle: (plate) => t('vehicle.dragHandle', { plate }),
    dragRole: t('vehicle.dragRole'),
    dragInstructions: t('vehicle.dragInstructions'),
    dragPickedUp: (plate, position, count) => t('vehicle.dragPickedUp', { plate, position, count }),
    dragOver: (plate, position, count) => t('vehicle.dragOver', { plate, position, count }),
    dragStayed: (plate, position, count) => t('vehicle.dragStayed', { plate, position, count }),
    empty: t('vehicle.empty'),
  };
}

/** The vehicle details' words (`vehicle.*`, `wallet.register.errorPrefix`). */
export function vehicleDetailsLabelsOf(t: T): VehicleDetailsLabels {
  return {
    ...dataStateLabelsOf(t, 'vehicle.detailsLoading'),
    notFound: t('vehicle.notFound'),
    plateTitle: t('vehicle.plateTitle'),
    walletTitle: t('vehicle.wallet'),
    assignedTo: t('vehicle.assignedTo'),
    assignLabel: t('vehicle.assignLabel'),
    assignHint: t('vehicle.assignHint'),
    assignPlaceholder: t('vehicle.assignPlaceholder'),
    assignSubmit: t('vehicle.assignSubmit'),
    assigning: t('vehicle.assigning'),
    assignRequired: t('vehicle.assignRequired'),
    errorPrefix: t('wallet.register.errorPrefix'),
  };
}
