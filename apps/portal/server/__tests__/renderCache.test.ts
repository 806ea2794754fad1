import { describe, expect, it, vi } from 'vitest';
import { createRenderCache } from '../renderCache.ts';

describe('createRenderCache', () => {
  it('reuses a page for `ttlMs`, then renders it again', async () => {
    let now = 0;
    const cache = createRenderCache<string>({ ttlMs: 60_000, maxEntries: 10, now: () => now });
    const render = vi.fn(async () => ({ value: `page ${now}`, reusable: true }));
    expect(await cache.get('k', render)).toEqual({ value: 'page 0', from: 'miss' });
    now = 59_999;
    expect(await cache.get('k', render)).toEqual({ value: 'page 0', from: 'hit' });
    now = 60_000;
    expect(await cache.get('k', render)).toEqual({ value: 'page 60000', from: 'miss' });
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders a burst of one address once', async () => {
    const cache = createRenderCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let finish!: () => void;
    const render = vi.fn(
      () =>
        new Promise<{ value: string; reusable: boolean }>((resolve) => {
          finish = () => resolve({ value: 'page', reusable: true });
        }),
    );
    const answers = [cache.get('k', render), cache.get('k', render), cache.get('k', render)];
    finish();
    expect((await Promise.all(answers)).map((answer) => answer.from)).toEqual([
      'miss',
      'shared',
      'shared',
    ]);
    expect(render).toHaveBeenCalledOnce();
  });

  it('never keeps a page drawn without some of its content', async () => {
    const cache = createRenderCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const render = vi.fn(async () => ({ value: 'partial', reusable: false }));
    await cache.get('k', render);
    expect((await cache.get('k', render)).from).toBe('miss');
    expect(cache.size).toBe(0);
  });

  it('keeps at most `maxEntries`, dropping the oldest', async () => {
    const cache = createRenderCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) {
      await cache.get(key, async () => ({ value: key, reusable: true }));
    }
    expect(cache.size).toBe(2);
    const render = vi.fn(async () => ({ value: 'a again', reusable: true }));
    expect((await cache.get('a', render)).from).toBe('miss');
    expect((await cache.get('c', render)).from).toBe('hit');
  });
});
