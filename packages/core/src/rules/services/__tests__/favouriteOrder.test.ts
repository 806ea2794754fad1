import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMoveFavourite,
  isFavouritePinned,
  isFavouriteReorder,
  moveFavourite,
} from '../favouriteOrder';

const ids = fc.uniqueArray(fc.stringMatching(/^svc-\d{1,4}$/), { maxLength: 12 });

describe('moveFavourite', () => {
  it.each([
    [['a', 'b', 'c'], 'b', 'up', ['b', 'a', 'c']],
    [['a', 'b', 'c'], 'b', 'down', ['a', 'c', 'b']],
    [['a', 'b', 'c'], 'a', 'up', ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'c', 'down', ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'x', 'up', ['a', 'b', 'c']],
    [[], 'x', 'down', []],
  ] as const)('%j: %s %s → %j', (order, id, move, expected) => {
    expect(moveFavourite(order, id, move)).toEqual(expected);
  });

  it('never changes its input', () => {
    const order = Object.freeze(['a', 'b']);
    expect(moveFavourite(order, 'b', 'up')).toEqual(['b', 'a']);
    expect(order).toEqual(['a', 'b']);
  });

  it('keeps the same services, moves only the one asked, and up then down undoes it (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    fc.assert(
      fc.property(
        ids.filter((list) => list.length > 0),
        fc.nat(),
        fc.constantFrom('up' as const, 'down' as const),
        (order, pick, move) => {
          const id = order[pick % order.length] as string;
          const moved = moveFavourite(order, id, move);
          expect(isFavouriteReorder(order, moved)).toBe(true);
          const before = order.indexOf(id);
          const after = moved.indexOf(id);
          if (canMoveFavourite(order, id, move)) {
            expect(after).toBe(before + (move === 'up' ? -1 : 1));
            const back = moveFavourite(moved, id, move === 'up' ? 'down' : 'up');
            expect(back).toEqual(order);
          } else {
            expect(moved).toEqual(order);
          }
          // Every other service keeps its place, except the one swapped with it.
          const changed = order.filter((other, index) => moved[index] !== other);
          expect(changed.length === 0 || changed.length === 2).toBe(true);
        },
      ),
    );
  });
});

describe('canMoveFavourite', () => {
  it('cannot move the first up, the last down, or one not pinned', () => {
    expect(canMoveFavourite(['a', 'b'], 'a', 'up')).toBe(false);
    expect(canMoveFavourite(['a', 'b'], 'a', 'down')).toBe(true);
    expect(canMoveFavourite(['a', 'b'], 'b', 'down')).toBe(false);
    expect(canMoveFavourite(['a', 'b'], 'b', 'up')).toBe(true);
    expect(canMoveFavourite(['a'], 'a', 'up')).toBe(false);
    expect(canMoveFavourite(['a'], 'z', 'down')).toBe(false);
  });
});

describe('isFavouritePinned', () => {
  it('says whether the service is in the list', () => {
    expect(isFavouritePinned(['a', 'b'], 'b')).toBe(true);
    expect(isFavouritePinned(['a', 'b'], 'c')).toBe(false);
    expect(isFavouritePinned([], 'a')).toBe(false);
  });
});

describe('isFavouriteReorder', () => {
  it.each([
    [['a', 'b'], ['b', 'a'], true],
    [['a', 'b'], ['a', 'b'], true],
    [[], [], true],
    [['a', 'b'], ['a'], false],
    [['a', 'b'], ['a', 'a'], false],
    [['a', 'b'], ['a', 'c'], false],
    [['a'], ['a', 'b'], false],
  ] as const)('%j → %j: %s', (pinned, order, expected) => {
    expect(isFavouriteReorder(pinned, order)).toBe(expected);
  });

  it('accepts every shuffle of the list and refuses a list with one more or one fewer (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    fc.assert(
      fc.property(ids, fc.nat(), (order, seed) => {
        const shuffled = [...order].sort((a, b) => ((a + seed).localeCompare(b) > 0 ? 1 : -1));
        expect(isFavouriteReorder(order, shuffled)).toBe(true);
        expect(isFavouriteReorder(order, [...order, 'svc-extra'])).toBe(false);
        if (order.length > 0) expect(isFavouriteReorder(order, order.slice(1))).toBe(false);
      }),
    );
  });
});
