import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeApplication } from '../application';
import { requestSpacesOf } from '../requestSpaces';
import { SPACE_KINDS, spaceCodeOf, spaceRequestsOf } from '../spaceRequests';
import { spaceKindOf } from '../../routing/queryParams';

const item = (
  EntityID: string,
  SpaceID: unknown,
  SpaceCode: unknown,
  SpaceAuthority: unknown,
  ApplicationType: unknown = 'REQUEST',
) => normalizeApplication({ EntityID, SpaceID, SpaceCode, SpaceAuthority, ApplicationType });

describe('spaceRequestsOf (SCREENS.md S8.3 spaces and their requests)', () => {
  it('puts each request under the space it names, spaces in the order first met', () => {
    const items = [
      item('a-1', 'sp-1', 'BUSS', 'DED'),
      item('a-2', 'sp-2', 'prop', 'DMT'),
      item('a-3', null, null, null),
      item('a-4', 'sp-1', 'buss', 'DED'),
    ];
    const spaces = spaceRequestsOf(items);
    expect(spaces.map((entry) => entry.space.spaceId)).toEqual(['sp-1', 'sp-2']);
    expect(spaces.map((entry) => entry.requests.map((request) => request.id))).toEqual([
      ['a-1', 'a-4'],
      ['a-2'],
    ]);
  });

  it('keeps only the kind asked for (spaceCode buss or prop)', () => {
    const items = [item('a-1', 'sp-1', 'buss', 'A'), item('a-2', 'sp-2', 'prop', 'B')];
    expect(spaceRequestsOf(items, 'property').map((entry) => entry.space.spaceId)).toEqual([
      'sp-2',
    ]);
    expect(spaceRequestsOf(items, 'business').map((entry) => entry.space.spaceId)).toEqual([
      'sp-1',
    ]);
  });

  it('leaves out drafts and journey stages, and spaces only they name', () => {
    const items = [
      item('d-1', 'sp-1', 'buss', 'A', 'DRAFT'),
      item('j-1', 'sp-1', 'buss', 'A', 'JOURNEY'),
      item('a-1', 'sp-2', 'prop', 'B'),
    ];
    const spaces = spaceRequestsOf(items);
    expect(spaces.map((entry) => entry.space.spaceId)).toEqual(['sp-2']);
    expect(spaces[0]?.requests.map((request) => request.id)).toEqual(['a-1']);
  });

  it('keeps apart two spaces of one id with different authorities', () => {
    const items = [item('a-1', 'sp-1', 'buss', 'A'), item('a-2', 'sp-1', 'buss', 'B')];
    expect(spaceRequestsOf(items).map((entry) => entry.requests.length)).toEqual([1, 1]);
  });

  it.each([undefined, null, 'items', {}])('gives no space for %j', (value) => {
    expect(spaceRequestsOf(value as never)).toEqual([]);
  });

  it('files every request of a readable space once, under a space of the kind asked (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            EntityID: fc.string(),
            ApplicationType: fc.constantFrom('REQUEST', 'DRAFT', 'JOURNEY', undefined),
            SpaceID: fc.oneof(fc.constantFrom('sp-1', 'sp-2'), fc.anything()),
            SpaceCode: fc.oneof(fc.constantFrom('buss', 'prop', 'PROP', 'shop'), fc.anything()),
            SpaceAuthority: fc.oneof(fc.constantFrom('A', 'B'), fc.anything()),
          }),
        ),
        fc.constantFrom(undefined, ...SPACE_KINDS),
        (records, kind) => {
          const items = records.map((record) => normalizeApplication(record));
          const spaces = spaceRequestsOf(items, kind);
          // The same spaces as the statistics read, of submitted requests only.
          expect(spaces.map((entry) => entry.space)).toEqual(
            requestSpacesOf(
              items.filter((i) => i.kind === 'request'),
              kind,
            ),
          );
          const filed = spaces.flatMap((entry) => entry.requests);
          expect(new Set(filed).size).toBe(filed.length);
          for (const entry of spaces) {
            if (kind !== undefined) expect(entry.space.kind).toBe(kind);
            for (const request of entry.requests) {
              expect(request.kind).toBe('request');
              expect(request.space?.spaceId).toBe(entry.space.spaceId);
              expect(request.space?.spaceCode).toBe(entry.space.spaceCode);
              expect(request.space?.spaceAuthority).toBe(entry.space.spaceAuthority);
            }
          }
          // Every request naming a listed space is filed.
          const listed = items.filter(
            (i) =>
              i.kind === 'request' &&
              spaces.some(
                (entry) =>
                  entry.space.spaceId === i.space?.spaceId &&
                  entry.space.spaceCode === i.space?.spaceCode &&
                  entry.space.spaceAuthority === i.space?.spaceAuthority,
              ),
          );
          expect(filed.length).toBe(listed.length);
        },
      ),
    );
  });
});

describe('spaceCodeOf (spec 001 §2)', () => {
  it('names each kind by the code the address carries, and reads back the same kind', () => {
    expect(spaceCodeOf('business')).toBe('buss');
    expect(spaceCodeOf('property')).toBe('prop');
    for (const kind of SPACE_KINDS) {
      expect(spaceKindOf(new URLSearchParams({ spaceCode: spaceCodeOf(kind) }))).toBe(kind);
    }
  });

  it.each(['buss', 'Business', undefined, null])('refuses %j with a RangeError', (kind) => {
    expect(() => spaceCodeOf(kind as never)).toThrow(RangeError);
  });
});
