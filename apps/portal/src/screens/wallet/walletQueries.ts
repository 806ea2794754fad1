import {
  cardsCall,
  getDarbRegistration,
  getDarbVehicleDetails,
  getDarbVehicles,
  getDarbWallets,
  getRechargeableCards,
  registrationDetailsCall,
  vehicleDetailsCall,
  vehiclesCall,
  walletsInfoCall,
} from '@portal/core/api/tollWallet';
import {
  darbFinesTotalCall,
  getFinesTotal,
  getParkingPermits,
  getParkingRelatedServices,
  getVehiclesByTrafficFile,
  mawaqifFinesTotalCall,
  parkingRelatedServicesCall,
  permitsCall,
  vehiclesByTrafficFileCall,
} from '@portal/core/api/parking';
import {
  entityLookupsCall,
  getUnlinkedSalikVehicles,
  loadSalikLookups,
  salikUnlinkedVehiclesCall,
} from '@portal/core/api/paymentHub';
import type { PortalClient } from '@portal/core/client';
import { queryKeyPrefixOf } from '@portal/core/query';
import { portalQuery } from '../../api/portalQuery';

/** The person's toll wallets (S6.1). */
export function walletsQuery(client: PortalClient) {
  return portalQuery(walletsInfoCall, client, {}, (c, _input, options) =>
    getDarbWallets(c, options),
  );
}

/** Whether the person is registered with Darb, and the details on file (S6.1 registration). */
export function registrationQuery(client: PortalClient) {
  return portalQuery(registrationDetailsCall, client, {}, (c, _input, options) =>
    getDarbRegistration(c, options),
  );
}

/** The person's Darb vehicles in their saved order (S6.3). */
export function vehiclesQuery(client: PortalClient) {
  return portalQuery(vehiclesCall, client, {}, (c, _input, options) => getDarbVehicles(c, options));
}

/** One vehicle's details (S6.3). */
export function vehicleDetailsQuery(client: PortalClient, vehicleId: string) {
  return portalQuery(vehicleDetailsCall, client, { vehicleId }, (c, input, options) =>
    getDarbVehicleDetails(c, input.vehicleId, options),
  );
}

/** The person's rechargeable cards (S6.4). */
export function cardsQuery(client: PortalClient) {
  return portalQuery(cardsCall, client, {}, (c, _input, options) =>
    getRechargeableCards(c, options),
  );
}

/** Keys to refetch after a wallet changed (created, renamed, topped up, a vehicle moved to it). */
export const WALLET_QUERY_SCOPES = [
  queryKeyPrefixOf(walletsInfoCall),
  queryKeyPrefixOf(registrationDetailsCall),
] as const;

/** The person's Mawaqif parking permits (S6.7). */
export function parkingPermitsQuery(client: PortalClient) {
  return portalQuery(permitsCall, client, {}, (c, _input, options) =>
    getParkingPermits(c, {}, options),
  );
}

/** The Mawaqif or Darb fines total (S6.7). */
export function finesTotalQuery(client: PortalClient, kind: 'mawaqif' | 'darb') {
  return portalQuery(
    kind === 'darb' ? darbFinesTotalCall : mawaqifFinesTotalCall,
    client,
    {},
    (c, _input, options) => getFinesTotal(c, kind, {}, options),
  );
}

/** The vehicles on one traffic file (S6.7). */
export function parkingVehiclesQuery(client: PortalClient, trafficFileNumber: string) {
  return portalQuery(
    vehiclesByTrafficFileCall,
    client,
    { trafficFileNumber },
    (c, input, options) => getVehiclesByTrafficFile(c, input.trafficFileNumber, options),
  );
}

/** Services related to parking, the permit service pages among them (S6.7). */
export function parkingServicesQuery(client: PortalClient) {
  return portalQuery(parkingRelatedServicesCall, client, {}, (c, _input, options) =>
    getParkingRelatedServices(c, options),
  );
}

/** The person's vehicles not linked to Salik (S6.8). */
export function unlinkedSalikVehiclesQuery(client: PortalClient) {
  return portalQuery(salikUnlinkedVehiclesCall, client, {}, (c, _input, options) =>
    getUnlinkedSalikVehicles(c, options),
  );
}

/**
 * Salik's lookups through core's `loadSalikLookups` (S6.8, spec 000 §8): never fails as a query; a
 * failure comes back as empty lookups and the error to show.
 */
export function salikLookupsQuery(client: PortalClient) {
  return portalQuery(entityLookupsCall, client, { entity: 'salik' }, (c, _input, options) =>
    loadSalikLookups(c, options),
  );
}
