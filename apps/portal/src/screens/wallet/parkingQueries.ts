// Parking (S6.7) and Salik (S6.8) queries, apart from the toll wallet's: the wallet pages load
// walletQueries.ts, and the parking and Salik calls (their schemas) should not ride along.
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
import { portalQuery } from '../../platform/api/portalQuery';

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
