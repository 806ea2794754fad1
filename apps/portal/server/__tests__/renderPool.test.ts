import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRenderPool, RenderPoolFullError, RenderTimeoutError } from '../renderPool.ts';

/** A render that ends when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () =>
  new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve());

describe('createRenderPool', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at most `concurrency` renders, queues `queueLimit`, refuses the next at once', async () => {
    const pool = createRenderPool({ concurrency: 2, queueLimit: 1, timeoutMs: 1000 });
    const renders = [deferred<string>(), deferred<string>(), deferred<string>()];
    const started: number[] = [];
    const results = renders.map((render, index) =>
      pool.run(() => {
        started.push(index);
        return render.promise;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1]);
    expect(pool.stats()).toEqual({ active: 2, queued: 1 });
    await expect(pool.run(() => Promise.resolve('late'))).rejects.toBeInstanceOf(
      RenderPoolFullError,
    );

    renders[0]!.resolve('a');
    await expect(results[0]).resolves.toBe('a');
    await flush();
    expect(started).toEqual([0, 1, 2]);
    renders[1]!.resolve('b');
    renders[2]!.resolve('c');
    await expect(Promise.all(results.slice(1))).resolves.toEqual(['b', 'c']);
    expect(pool.stats()).toEqual({ active: 0, queued: 0 });
  });

  it('gives a caller up after `timeoutMs`; the render keeps its slot until it really ends', async () => {
    const pool = createRenderPool({ concurrency: 1, queueLimit: 1, timeoutMs: 100 });
    const slow = deferred<string>();
    const first = pool.run(() => slow.promise);
    const queuedRender = vi.fn(() => Promise.resolve('queued'));
    const second = pool.run(queuedRender);
    const firstFailed = expect(first).rejects.toBeInstanceOf(RenderTimeoutError);
    const secondFailed = expect(second).rejects.toBeInstanceOf(RenderTimeoutError);
    await vi.advanceTimersByTimeAsync(100);
    await firstFailed;
    await secondFailed;
    // The queued caller left the queue; the timed-out render still holds its slot.
    expect(pool.stats()).toEqual({ active: 1, queued: 0 });
    slow.resolve('too late');
    await flush();
    expect(pool.stats()).toEqual({ active: 0, queued: 0 });
    expect(queuedRender).not.toHaveBeenCalled();
  });

  it('passes a render’s failure on and frees its slot', async () => {
    const pool = createRenderPool({ concurrency: 1, queueLimit: 0, timeoutMs: 100 });
    await expect(pool.run(() => Promise.reject(new Error('backend down')))).rejects.toThrow(
      'backend down',
    );
    await expect(pool.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
