import type { PortalLocale } from '@portal/core';
import {
  getFinesTotal,
  getParkingPermits,
  getParkingRelatedServices,
  getVehiclesByTrafficFile,
  parkingTrafficFileOf,
} from '@portal/core/api/parking';
import { getUnlinkedSalikVehicles, loadSalikLookups } from '@portal/core/api/paymentHub';
import { getDarbRegistration } from '@portal/core/api/tollWallet';
import type { PortalClient } from '@portal/core/client';
import type { Translator } from '@portal/core/i18n';
import type { ParkingOverviewProps } from './ParkingOverview/ParkingOverview';
import { fineItemsOf, parkingServiceItemsOf, permitItemsOf } from './views/parking';
import { plateCardItemsOf } from './views/plates';

/** What the parking stories read from the sandbox, through core, as the app does. */
export async function loadParkingStory(client: PortalClient) {
  const trafficFile = parkingTrafficFileOf((await getDarbRegistration(client)).trafficFileNumbers);
  return {
    trafficFile,
    permits: await getParkingPermits(client),
    mawaqif: await getFinesTotal(client, 'mawaqif'),
    darb: await getFinesTotal(client, 'darb'),
    vehicles: trafficFile ? await getVehiclesByTrafficFile(client, trafficFile) : [],
    services: await getParkingRelatedServices(client),
  };
}

export type ParkingStoryData = Awaited<ReturnType<typeof loadParkingStory>>;

/** The parking overview's four parts, ready, from the story's data. */
export function parkingStoryStates(
  t: Translator['t'],
  data: ParkingStoryData,
  locale: PortalLocale,
): Pick<ParkingOverviewProps, 'fines' | 'permits' | 'vehicles' | 'services'> {
  return {
    fines: { status: 'ready', data: fineItemsOf(t, data, locale) },
    permits: { status: 'ready', data: permitItemsOf(t, data.permits, locale) },
    vehicles: { status: 'ready', data: plateCardItemsOf(t, data.vehicles, locale) },
    services: {
      status: 'ready',
      data: parkingServiceItemsOf(data.services, { origin: window.location.origin, locale }),
    },
  };
}

/** What the Salik stories read from the sandbox. */
export async function loadSalikStory(client: PortalClient) {
  return {
    vehicles: await getUnlinkedSalikVehicles(client),
    lookups: await loadSalikLookups(client),
  };
}

export type SalikStoryData = Awaited<ReturnType<typeof loadSalikStory>>;
