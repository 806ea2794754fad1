import { describe, expect, it } from 'vitest';
import { fuzzTarget } from '../fuzzClient';

describe('fuzzTarget', () => {
  it('fails when a client lets a TypeError escape', async () => {
    await expect(
      fuzzTarget(
        {
          name: 'broken',
          sample: { data: { a: 1 } },
          run: async (client, signal) => {
            const answer = await client.options.fetch?.(
              new Request('https://portal.test/x', { signal }),
            );
            const body = (await answer?.json()) as { data: { a: number } };
            return body.data.a.toFixed(2);
          },
        },
        {},
        50,
      ),
    ).rejects.toThrow(/broken threw TypeError|Property failed/);
  });
});
