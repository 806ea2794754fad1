import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeApplication } from '../application';
import { requestSpacesOf } from '../requestSpaces';

const item = (SpaceID: unknown, SpaceCode: unknown, SpaceAuthority: unknown) =>
  normalizeApplication({ EntityID: 'a', SpaceID, SpaceCode, SpaceAuthority });

describe('requestSpacesOf (SCREENS.md S3.1 space request statistics)', () => {
  it('reads each space once, with its kind, in the order first met', () => {
    const items = [
      item('sp-1', 'BUSS', 'ADGE-DED'),
      item(null, null, null),
      item('sp-2', 'prop', 'DMT'),
      item('sp-1', 'buss', 'ADGE-DED'),
    ];
    expect(requestSpacesOf(items)).toEqual([
      { spaceId: 'sp-1', spaceCode: 'buss', spaceAuthority: 'ADGE-DED', kind: 'business' },
      { spaceId: 'sp-2', spaceCode: 'prop', spaceAuthority: 'DMT', kind: 'property' },
    ]);
  });

  it('keeps only the kind the page asked for (spaceCode buss or prop)', () => {
    const items = [item('sp-1', 'buss', 'A'), item('sp-2', 'prop', 'B'), item('sp-3', 'shop', 'C')];
    expect(requestSpacesOf(items, 'property').map((space) => space.spaceId)).toEqual(['sp-2']);
    expect(requestSpacesOf(items, 'business').map((space) => space.spaceId)).toEqual(['sp-1']);
    expect(requestSpacesOf(items).map((space) => space.kind)).toEqual([
      'business',
      'property',
      undefined,
    ]);
  });

  it('leaves out a space missing its code or authority (the statistics read needs all three)', () => {
    expect(requestSpacesOf([item('sp-1', undefined, 'A'), item('sp-2', 'buss', ' ')])).toEqual([]);
    expect(item(' ', 'buss', 'A').space).toBeUndefined();
  });

  it('never throws and never repeats a space', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            SpaceID: fc.oneof(fc.constantFrom('sp-1', 'sp-2'), fc.anything()),
            SpaceCode: fc.oneof(fc.constantFrom('buss', 'prop', 'BUSS'), fc.anything()),
            SpaceAuthority: fc.oneof(fc.constant('A'), fc.anything()),
          }),
        ),
        (records) => {
          const spaces = requestSpacesOf(records.map((record) => normalizeApplication(record)));
          const keys = spaces.map((s) => `${s.spaceId}|${s.spaceCode}|${s.spaceAuthority}`);
          expect(new Set(keys).size).toBe(keys.length);
        },
      ),
    );
  });
});
