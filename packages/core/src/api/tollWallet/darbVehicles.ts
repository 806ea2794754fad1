import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { reorderVehiclesCall, vehicleDetailsCall, vehiclesCall } from './darbCalls';
import type { DarbVehicle, DarbVehicleDetails } from './darbSchemas';

/**
 * The user's registered vehicles in their display order (spec 000 §7 vehicle/getVehicles). Vehicles
 * without an `order` keep the server's order after the ordered ones.
 * @throws {PortalError} on any failure.
 */
export async function getDarbVehicles(
  client: PortalClient,
  options: CallOptions = {},
): Promise<DarbVehicle[]> {
  const { data } = await client.send(vehiclesCall, { request: {}, signal: options.signal });
  return data
    .map((vehicle, index) => ({ vehicle, rank: vehicle.order ?? Number.MAX_SAFE_INTEGER, index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ vehicle }) => vehicle);
}

/**
 * One vehicle's details (spec 000 §7 vehicle/getVehicleDetails).
 * @throws {PortalError} on any failure.
 */
export async function getDarbVehicleDetails(
  client: PortalClient,
  vehicleId: string,
  options: CallOptions = {},
): Promise<DarbVehicleDetails> {
  return (await client.send(vehicleDetailsCall, { request: { vehicleId }, signal: options.signal }))
    .data;
}

/**
 * Saves a new vehicle order (spec 000 §2 "reorder", §7 vehicle/reorderVehicles).
 * @throws {PortalError} `invalid-request` for an empty list, or any failure.
 */
export async function reorderDarbVehicles(
  client: PortalClient,
  vehicleIds: readonly string[],
  options: CallOptions = {},
): Promise<void> {
  await client.send(reorderVehiclesCall, {
    request: { vehicleIds: [...vehicleIds] },
    signal: options.signal,
  });
}
