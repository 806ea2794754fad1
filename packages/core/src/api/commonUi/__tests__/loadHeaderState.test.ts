import { describe, expect, it, vi } from 'vitest';
import { isRetryable } from '../../../query/isRetryable';
import { json } from '../../../test/stubFetch';
import { bodyOf, rejectionOf, testClient } from '../../../test/testClient';
import type { RecordedRequest } from '../../../test/stubFetch';
import { loadHeaderState } from '../loadHeaderState';

const base = '/api/proxy/journey-service-common/1.0';

function notifications(count: number, prefix: string) {
  return Array.from({ length: count }, (_, index) => ({
    BellNotificationID: `${prefix}-${index}`,
    Title: `${prefix} ${index}`,
    Message_EN: `${prefix} message ${index}`,
    BellStatus: 0,
  }));
}

/** The sandbox's answers, by path and list type; `list` returns more than asked to check the cut. */
function answer(request: RecordedRequest): Response {
  if (request.url.pathname.endsWith('/notifications/count')) {
    return json({ success: true, data: { BellsCount: 4 } });
  }
  const { types } = bodyOf(request) as { types: string[] };
  return json({ success: true, data: notifications(20, types[0] ?? 'none') });
}

describe('loadHeaderState', () => {
  it('loads the count and both tabs, page 1 of 15 each, and cuts each list to 15', async () => {
    const { client, requests } = testClient(answer);
    const state = await loadHeaderState(client);
    expect(state.unreadCount).toBe(4);
    expect(state.actions).toHaveLength(15);
    expect(state.activities).toHaveLength(15);
    expect(state.actions[0]?.id).toBe('actionRequired-0');
    expect(state.activities[14]?.id).toBe('activities-14');

    const lists = requests.filter((request) => request.url.pathname === `${base}/notifications`);
    expect(lists.map((request) => bodyOf(request))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ types: ['actionRequired'], pageSize: 15, pageOffset: 0 }),
        expect.objectContaining({ types: ['activities'], pageSize: 15, pageOffset: 0 }),
      ]),
    );
    expect(requests).toHaveLength(3);
    expect(bodyOf(requests.find((r) => r.url.pathname.endsWith('/count')))).toEqual({
      status: [0, 1],
    });
  });

  it('gives a structured-cloneable value, as the state refresher shares it between tabs', async () => {
    const { client } = testClient(answer);
    const state = await loadHeaderState(client);
    expect(structuredClone(state)).toEqual(state);
  });

  it('rejects with the first failure, aborts the other calls, and reports one 401 once', async () => {
    const onUnauthorized = vi.fn();
    const onError = vi.fn();
    const aborted: string[] = [];
    // The lists never answer; like real fetch, they reject once their request is aborted.
    const fetch = (request: Request): Promise<Response> =>
      request.url.includes('/count')
        ? Promise.resolve(json({ message: 'locked' }, 401))
        : new Promise<Response>((_, reject) => {
            request.signal.addEventListener('abort', () => {
              aborted.push(request.url);
              reject(new DOMException('aborted', 'AbortError'));
            });
          });
    const { client } = testClient(() => json({}), { fetch, onUnauthorized, onError });
    const error = await rejectionOf(loadHeaderState(client));
    expect(error.kind).toBe('unauthorized');
    await vi.waitFor(() => expect(aborted).toHaveLength(2));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('marks failures of its reads as retryable where a read may be repeated', async () => {
    const { client } = testClient(() => json({ message: 'busy' }, 503));
    const error = await rejectionOf(loadHeaderState(client));
    expect(error.kind).toBe('http');
    expect(error.idempotent).toBe(true);
    expect(isRetryable(error)).toBe(true);
  });

  it('passes an abort of the caller on to every call', async () => {
    const controller = new AbortController();
    const { client, requests } = testClient(() => json({ success: true, data: [] }));
    controller.abort();
    const error = await rejectionOf(loadHeaderState(client, { signal: controller.signal }));
    expect(error.kind).toBe('aborted');
    expect(requests).toHaveLength(0);
  });
});
