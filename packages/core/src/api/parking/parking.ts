import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import type { LookupOption, RelatedService } from '../internal/lookupOptionSchema';
import type { Vehicle } from '../internal/vehicleSchema';
import {
  adpLookupCall,
  darbFinesTotalCall,
  mawaqifFinesTotalCall,
  parkingRelatedServicesCall,
  permitsCall,
  vehiclesByTrafficFileCall,
  type FinesTotal,
  type ParkingPermit,
} from './parkingCalls';

/**
 * The user's Mawaqif parking permits (spec 000 §7 mawaqif/permit/getPermits).
 * @throws {PortalError} on any failure; `business` with the server's message on `success: false`.
 */
export async function getParkingPermits(
  client: PortalClient,
  input: { readonly trafficFileNumber?: string } = {},
  options: CallOptions = {},
): Promise<ParkingPermit[]> {
  const response = await client.send(permitsCall, {
    request: { ...input },
    signal: options.signal,
  });
  return response.data;
}

/**
 * Services related to parking, for the permit pages (spec 000 §7 mawaqif/services/relatedServices).
 * @throws {PortalError} on any failure.
 */
export async function getParkingRelatedServices(
  client: PortalClient,
  options: CallOptions = {},
): Promise<RelatedService[]> {
  const response = await client.send(parkingRelatedServicesCall, {
    request: {},
    signal: options.signal,
  });
  return response.data;
}

/**
 * The traffic file the parking page lists vehicles of (spec 000 §7 getAllVehiclesByTrf takes one).
 * Choice (the spec does not say which): the first of the person's traffic files (as Darb's
 * registration lists them) that is a traffic file number (digits); `undefined` when there is none,
 * so the page says so instead of calling with nothing.
 */
export function parkingTrafficFileOf(
  trafficFileNumbers: readonly unknown[] | null | undefined,
): string | undefined {
  if (!Array.isArray(trafficFileNumbers)) return undefined;
  return trafficFileNumbers
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim())
    .find((value) => /^\d{1,20}$/.test(value));
}

/**
 * Vehicles registered on a traffic file (spec 000 §7 mawaqif/vehicles/getAllVehiclesByTrf).
 * @throws {PortalError} `invalid-request` for a traffic file that is not digits, or any failure.
 */
export async function getVehiclesByTrafficFile(
  client: PortalClient,
  trafficFileNumber: string,
  options: CallOptions = {},
): Promise<Vehicle[]> {
  const response = await client.send(vehiclesByTrafficFileCall, {
    request: { trafficFileNumber },
    signal: options.signal,
  });
  return response.data;
}

/**
 * The Mawaqif (parking) or Darb (toll) fines total (spec 000 §7 adp/fine/getMawaqifFinesTotal,
 * getDarbFinesTotal).
 * @throws {PortalError} on any failure.
 */
export async function getFinesTotal(
  client: PortalClient,
  kind: 'mawaqif' | 'darb',
  input: { readonly trafficFileNumber?: string } = {},
  options: CallOptions = {},
): Promise<FinesTotal> {
  const call = kind === 'darb' ? darbFinesTotalCall : mawaqifFinesTotalCall;
  const response = await client.send(call, { request: { ...input }, signal: options.signal });
  return response.data;
}

/**
 * One ADP lookup list (spec 000 §7 adp/lookup).
 * @throws {PortalError} on any failure.
 */
export async function getAdpLookup(
  client: PortalClient,
  lookupType: string,
  options: CallOptions = {},
): Promise<LookupOption[]> {
  const response = await client.send(adpLookupCall, {
    request: { lookupType },
    signal: options.signal,
  });
  return response.data;
}
