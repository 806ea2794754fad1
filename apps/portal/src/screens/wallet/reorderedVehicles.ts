import type { DarbVehicle } from '@portal/core/api/tollWallet';

/**
 * The vehicles in the order of `ids`, each with its new 1-based `order` (what the server keeps after
 * `reorderVehicles`). Vehicles missing from `ids` keep their place after the listed ones, so a stale
 * list never loses a vehicle.
 */
export function reorderedVehicles(
  vehicles: readonly DarbVehicle[],
  ids: readonly string[],
): DarbVehicle[] {
  const listed = ids.flatMap((id) => vehicles.filter((vehicle) => vehicle.vehicleId === id));
  const rest = vehicles.filter((vehicle) => !listed.includes(vehicle));
  return [...listed, ...rest].map((vehicle, index) => ({ ...vehicle, order: index + 1 }));
}
