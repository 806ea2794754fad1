import { describe, expect, it } from 'vitest';
import { emirateOf, isLocalPlate } from '../emirate';
import { plateColorOf } from '../plateColor';
import { plateKindOf } from '../plateKind';

describe('vehicles', () => {
  it.each([
    [1, 'Private'],
    [2, 'Public'],
    [7, 'Export'],
    [34, 'Trailer'],
    [20, 'Bike'],
    [40, 'Bike'],
    ['29', 'Classic'],
    [3, 'Other'],
    [null, 'Other'],
    ['constructor', 'Other'],
  ])('plate kind %j is %s', (id, kind) => {
    expect(plateKindOf(id)).toBe(kind);
  });

  it.each([
    [1, 'Abu Dhabi', 'AUH'],
    [2, 'Dubai', 'DXB'],
    [3, 'Sharjah', 'SHJ'],
    [4, 'Ajman', 'AJM'],
    [5, 'Umm Al Quwain', 'UAQ'],
    [6, 'Ras Al Khaimah', 'RAK'],
    ['7', 'Fujairah', 'FUJ'],
  ])('emirate %j is %s (%s)', (code, name, shortCode) => {
    expect(emirateOf(code)).toMatchObject({ name, shortCode });
  });

  it.each([0, 8, 'AUH', null])('has no emirate for %j', (code) => {
    expect(emirateOf(code)).toBeUndefined();
  });

  it.each([
    ['AE', true],
    [' ae ', true],
    ['SA', false],
    [undefined, false],
  ])('plate country %j is local: %s', (country, local) => {
    expect(isLocalPlate(country)).toBe(local);
  });

  it.each([
    ['Red', 'Red'],
    [' maroon ', 'Maroon'],
    ['WHITE', 'White'],
    ['Teal', undefined],
    [7, undefined],
    [null, undefined],
  ])('plate colour %j is %s', (code, color) => {
    expect(plateColorOf(code)).toBe(color);
  });
});
