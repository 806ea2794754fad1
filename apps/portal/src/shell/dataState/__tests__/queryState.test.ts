import { PortalError } from '@portal/core/client';
import { describe, expect, it, vi } from 'vitest';
import { queriesStateOf, queryStateOf, type QueryReading } from '../queryState';

const FALLBACK = 'Something went wrong';

const pending = <T>(): QueryReading<T> => ({
  status: 'pending',
  data: undefined,
  error: null,
  refetch: vi.fn(() => Promise.resolve()),
});
const failed = <T>(error: unknown, data?: T): QueryReading<T> => ({
  status: 'error',
  data,
  error,
  refetch: vi.fn(() => Promise.resolve()),
});
const answered = <T>(data: T): QueryReading<T> => ({
  status: 'success',
  data,
  error: null,
  refetch: vi.fn(() => Promise.resolve()),
});
const serverFailure = (serverMessage: string) =>
  new PortalError({ kind: 'business', call: 'test.call', serverMessage });

describe('queryStateOf', () => {
  it('is loading while the query is pending, without reading its data', () => {
    const toData = vi.fn();
    expect(queryStateOf(pending<number>(), FALLBACK, toData)).toEqual({ status: 'loading' });
    expect(toData).not.toHaveBeenCalled();
  });

  it("says the server's message when the failure brought one", () => {
    const state = queryStateOf(failed(serverFailure('The account is closed.')), FALLBACK, String);
    expect(state).toMatchObject({ status: 'error', message: 'The account is closed.' });
  });

  it('says the fallback for a failure without a message, or one that is no PortalError', () => {
    expect(queryStateOf(failed(serverFailure('')), FALLBACK, String)).toMatchObject({
      status: 'error',
      message: FALLBACK,
    });
    expect(queryStateOf(failed(new Error('x is undefined')), FALLBACK, String)).toMatchObject({
      status: 'error',
      message: FALLBACK,
    });
  });

  it('shows a failed background refetch as the error, even with data held', () => {
    const state = queryStateOf(failed(serverFailure('Down'), 3), FALLBACK, String);
    expect(state).toMatchObject({ status: 'error', message: 'Down' });
  });

  it('retries by reading the query again, and the retry waits for it', async () => {
    let settle = () => {};
    const query: QueryReading<number> = {
      ...failed(undefined),
      refetch: vi.fn(() => new Promise<void>((resolve) => (settle = resolve))),
    };
    const state = queryStateOf(query, FALLBACK, String);
    if (state.status !== 'error') throw new Error(`expected an error, got ${state.status}`);
    let done = false;
    const retried = Promise.resolve(state.onRetry()).then(() => (done = true));
    expect(query.refetch).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(done).toBe(false);
    settle();
    await retried;
    expect(done).toBe(true);
  });

  it('is ready with toData of the answer', () => {
    expect(queryStateOf(answered([1, 2, 3]), FALLBACK, (list) => list.length)).toEqual({
      status: 'ready',
      data: 3,
    });
  });

  it('waits for a waitFor query but ignores its failure', () => {
    const wallets = pending<string[]>();
    expect(queryStateOf(answered(1), FALLBACK, String, { waitFor: [wallets] })).toEqual({
      status: 'loading',
    });
    const walletsFailed = failed<string[]>(serverFailure('Wallets down'));
    expect(queryStateOf(answered(1), FALLBACK, String, { waitFor: [walletsFailed] })).toEqual({
      status: 'ready',
      data: '1',
    });
  });
});

describe('queriesStateOf', () => {
  it('is loading while any query is pending', () => {
    const toData = vi.fn();
    expect(queriesStateOf([answered(1), pending<string>()], FALLBACK, toData)).toEqual({
      status: 'loading',
    });
    expect(toData).not.toHaveBeenCalled();
  });

  it("says the first failure's text, even while another is pending", () => {
    const state = queriesStateOf(
      [
        pending<number>(),
        failed<string>(serverFailure('Cards down')),
        failed(serverFailure('Later')),
      ],
      FALLBACK,
      () => 0,
    );
    expect(state).toMatchObject({ status: 'error', message: 'Cards down' });
  });

  it('retries only the failed queries', async () => {
    const ok = answered(1);
    const first = failed<string>(undefined);
    const second = failed<boolean>(undefined);
    const state = queriesStateOf([ok, first, second], FALLBACK, () => 0);
    if (state.status !== 'error') throw new Error(`expected an error, got ${state.status}`);
    expect(state.message).toBe(FALLBACK);
    await state.onRetry();
    expect(ok.refetch).not.toHaveBeenCalled();
    expect(first.refetch).toHaveBeenCalledTimes(1);
    expect(second.refetch).toHaveBeenCalledTimes(1);
  });

  it('is ready with every answer, in order and typed', () => {
    const state = queriesStateOf(
      [answered(2), answered('cards'), answered([true])],
      FALLBACK,
      (count: number, word: string, flags: boolean[]) => `${count} ${word} ${flags.length}`,
    );
    expect(state).toEqual({ status: 'ready', data: '2 cards 1' });
  });
});
