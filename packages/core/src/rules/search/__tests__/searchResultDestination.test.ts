import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchResultDestinationOf } from '../searchResultDestination';

const SERVICE_PATH = 'services/ded/business/issue-a-trade-licence';

describe('searchResultDestinationOf (spec 001 §3, §6)', () => {
  it.each([
    ['buss', 'buss'],
    ['prop', 'prop'],
    [' BUSS ', 'buss'],
    ['Prop', 'prop'],
  ])('sends a signed-in person to their own spaces for SpaceCode %j', (code, spaceCode) => {
    expect(
      searchResultDestinationOf(
        { ItemType: 'space', Path: SERVICE_PATH, Data: { SpaceCode: code } },
        true,
      ),
    ).toEqual({ to: 'ownSpaces', spaceCode });
  });

  it.each(['space', 'Space', ' SPACE '])('reads ItemType %j as a space, ignoring case', (type) => {
    expect(
      searchResultDestinationOf({ ItemType: type, Data: { SpaceCode: 'buss' } }, true),
    ).toEqual({ to: 'ownSpaces', spaceCode: 'buss' });
  });

  it('sends a visitor to the space hit’s online-service path', () => {
    expect(
      searchResultDestinationOf(
        { ItemType: 'space', Path: ` ${SERVICE_PATH} `, Data: { SpaceCode: 'buss' } },
        false,
      ),
    ).toEqual({ to: 'path', path: SERVICE_PATH });
  });

  it('leads a signed-in person to their space even when the hit has no Path, a visitor nowhere', () => {
    const result = { ItemType: 'space', Path: null, Data: { SpaceCode: 'prop' } };
    expect(searchResultDestinationOf(result, true)).toEqual({ to: 'ownSpaces', spaceCode: 'prop' });
    expect(searchResultDestinationOf(result, false)).toBeUndefined();
  });

  it.each([
    ['a service', { ItemType: 'service', Path: SERVICE_PATH, Data: { SpaceCode: 'buss' } }],
    ['a space of no kind', { ItemType: 'space', Path: SERVICE_PATH, Data: {} }],
    [
      'a space of an unknown kind',
      { ItemType: 'space', Path: SERVICE_PATH, Data: { SpaceCode: 'farm' } },
    ],
    ['a space without Data', { ItemType: 'space', Path: SERVICE_PATH, Data: null }],
    ['a hit without ItemType', { Path: SERVICE_PATH, Data: { SpaceCode: 'prop' } }],
  ])('keeps %s on its Path, signed in', (_, result) => {
    expect(searchResultDestinationOf(result, true)).toEqual({ to: 'path', path: SERVICE_PATH });
  });

  it.each([
    [{ ItemType: 'service' }],
    [{ ItemType: 'service', Path: '   ' }],
    [{ ItemType: 'space', Path: null, Data: { SpaceCode: 'farm' } }],
    [null],
    ['space'],
  ])('leads %j nowhere when it has no path to use', (result) => {
    expect(searchResultDestinationOf(result as never, true)).toBeUndefined();
    expect(searchResultDestinationOf(result as never, false)).toBeUndefined();
  });

  it('leads a visitor to the Path, and a signed-in person elsewhere only for a space of a kind (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    const hit = fc.record(
      {
        ItemType: fc.oneof(fc.constantFrom('space', 'SPACE', 'service', ''), fc.string()),
        Path: fc.option(fc.oneof(fc.constant(SERVICE_PATH), fc.string()), { nil: undefined }),
        Data: fc.option(
          fc.record(
            { SpaceCode: fc.oneof(fc.constantFrom('buss', 'prop', 'Prop', 'farm'), fc.string()) },
            { requiredKeys: [] },
          ),
          { nil: null },
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(hit, fc.boolean(), (result, signedIn) => {
        const destination = searchResultDestinationOf(result, signedIn);
        const path = result.Path?.trim() ?? '';
        const code = result.Data?.SpaceCode?.trim().toLowerCase();
        const ownSpace =
          signedIn &&
          result.ItemType?.trim().toLowerCase() === 'space' &&
          (code === 'buss' || code === 'prop');
        if (ownSpace) expect(destination).toEqual({ to: 'ownSpaces', spaceCode: code });
        else expect(destination).toEqual(path === '' ? undefined : { to: 'path', path });
      }),
    );
  });

  it('never throws (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    fc.assert(
      fc.property(fc.anything(), fc.boolean(), (result, signedIn) => {
        searchResultDestinationOf(result as never, signedIn);
      }),
    );
  });
});
