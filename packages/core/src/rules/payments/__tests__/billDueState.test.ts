import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billDueStateOf } from '../billDueState';

/** 22-11-2026 at 10:00 in the UAE. */
const NOW = new Date('2026-11-22T06:00:00Z');

describe('billDueStateOf', () => {
  it('marks an unpaid bill whose due day has passed as overdue (issue O item 8)', () => {
    expect(
      billDueStateOf({ amount: 281.17, status: 'Unpaid', dueDate: '17-11-2026' }, NOW),
    ).toEqual({ kind: 'overdue', tone: 'danger', amountDue: 281.17 });
  });

  it('keeps a bill on time for the whole of its due day, UAE time', () => {
    const bill = { amountDue: 10, dueDate: '22-11-2026' };
    expect(billDueStateOf(bill, new Date('2026-11-22T19:59:59Z')).kind).toBe('due');
    expect(billDueStateOf(bill, new Date('2026-11-22T20:00:00Z')).kind).toBe('overdue');
    expect(billDueStateOf({ amountDue: 10, dueDate: '2026-11-22' }, NOW)).toEqual({
      kind: 'due',
      tone: 'attention',
      amountDue: 10,
    });
  });

  it('says settled when nothing is left, however late', () => {
    expect(billDueStateOf({ amount: 90, status: 'Paid', dueDate: '01-01-2020' }, NOW)).toEqual({
      kind: 'settled',
      tone: 'success',
      amountDue: 0,
    });
    expect(billDueStateOf({ amount: 90, amountDue: 0, dueDate: '01-01-2020' }, NOW).kind).toBe(
      'settled',
    );
  });

  it('reads what is left of a part-paid bill from amountDue', () => {
    expect(
      billDueStateOf({ amount: 281.17, amountDue: 231.17, status: 'Unpaid' }, NOW),
    ).toMatchObject({ kind: 'due', amountDue: 231.17 });
  });

  it('never calls a bill overdue on a due date it cannot read', () => {
    for (const dueDate of [undefined, null, '', 'soon', '31-02-2026'])
      expect(billDueStateOf({ amountDue: 5, dueDate }, NOW).kind).toBe('due');
  });

  it('throws a RangeError for an invalid now', () => {
    expect(() => billDueStateOf({ amountDue: 5 }, new Date(Number.NaN))).toThrow(RangeError);
  });

  it('never throws on data, and is overdue exactly when something is due and the due day is before today (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    fc.assert(
      fc.property(fc.anything(), (bill) => {
        const state = billDueStateOf(bill as never, NOW);
        expect(['settled', 'due', 'overdue']).toContain(state.kind);
        expect(state.amountDue).toBeGreaterThanOrEqual(0);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (days, fils) => {
          const day = new Date(NOW.getTime() + days * 86_400_000);
          const dueDate = day.toISOString().slice(0, 10);
          const state = billDueStateOf({ amountDue: fils / 100, dueDate }, NOW);
          if (fils === 0) expect(state.kind).toBe('settled');
          else expect(state.kind).toBe(days < 0 ? 'overdue' : 'due');
        },
      ),
    );
  });
});
