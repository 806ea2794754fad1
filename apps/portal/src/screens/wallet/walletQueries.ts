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
import type { PortalClient } from '@portal/core/client';
import { queryKeyPrefixOf } from '@portal/core/query';
import { portalQuery } from '../../platform/api/portalQuery';

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
