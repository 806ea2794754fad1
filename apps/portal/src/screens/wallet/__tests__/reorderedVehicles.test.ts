import type { DarbVehicle } from '@portal/core/api/tollWallet';
import { describe, expect, it } from 'vitest';
import { reorderedVehicles } from '../reorderedVehicles';

const vehicle = (vehicleId: string, order: number) => ({ vehicleId, order }) as DarbVehicle;

describe('reorderedVehicles', () => {
  it('puts the vehicles in the new order and renumbers them from 1', () => {
    const result = reorderedVehicles(
      [vehicle('a', 1), vehicle('b', 2), vehicle('c', 3)],
      ['b', 'a', 'c'],
    );
    expect(result.map((item) => [item.vehicleId, item.order])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 3],
    ]);
  });

  it('keeps vehicles the order does not name, after the named ones', () => {
    const result = reorderedVehicles(
      [vehicle('a', 1), vehicle('b', 2), vehicle('c', 3)],
      ['c', 'x'],
    );
    expect(result.map((item) => item.vehicleId)).toEqual(['c', 'a', 'b']);
  });
});
