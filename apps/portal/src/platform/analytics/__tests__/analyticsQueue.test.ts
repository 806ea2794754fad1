import { ANALYTICS_BATCH_LIMIT, type AnalyticsBatch } from '@portal/core';
import { ANALYTICS_EVENTS_PATH } from '@portal/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_ANALYTICS_ENDPOINT, type AnalyticsDelivery } from '../analyticsProvider';
import { createAnalyticsQueue } from '../analyticsQueue';
import { createCollectorProvider } from '../collectorProvider';

const SITE = 'https://www.portal.example';
const at = new Date('2026-11-29T08:30:00.500Z');

function recordingProvider() {
  const sent: { batch: AnalyticsBatch; delivery: AnalyticsDelivery }[] = [];
  return {
    sent,
    provider: {
      send: (batch: AnalyticsBatch, delivery: AnalyticsDelivery) =>
        void sent.push({ batch, delivery }),
    },
  };
}

describe('createAnalyticsQueue', () => {
  it('reduces each event to a record and sends one batch after the wait', () => {
    const { sent, provider } = recordingProvider();
    const timers: (() => void)[] = [];
    const queue = createAnalyticsQueue({
      provider,
      siteOrigin: SITE,
      setTimer: (run) => timers.push(run),
    });
    queue.add(
      { name: 'footerLink', href: `${SITE}/ar-AE/about-us?ref=mail`, area: 'section' },
      { page: `${SITE}/ar-AE/search-results?q=Fatima`, at },
    );
    queue.add({ name: 'fontSize', size: 115 }, { page: `${SITE}/ar-AE/`, at });
    expect(sent).toEqual([]);
    expect(timers).toHaveLength(1);
    timers[0]?.();
    expect(sent).toEqual([
      {
        delivery: { unloading: false },
        batch: {
          events: [
            {
              event: { name: 'footerLink', area: 'section', link: '/ar-AE/about-us' },
              page: '/ar-AE/search-results',
              lang: 'ar-AE',
              at: '2026-11-29T08:30:00Z',
            },
            {
              event: { name: 'fontSize', size: 115 },
              page: '/ar-AE/',
              lang: 'ar-AE',
              at: '2026-11-29T08:30:00Z',
            },
          ],
        },
      },
    ]);
  });

  it('sends a full batch at once, and what is left when the page is left', () => {
    const { sent, provider } = recordingProvider();
    const queue = createAnalyticsQueue({ provider, siteOrigin: SITE, setTimer: () => undefined });
    for (let step = 0; step <= ANALYTICS_BATCH_LIMIT; step += 1) {
      queue.add({ name: 'colorTheme', scheme: 'dark' }, { page: `${SITE}/en/`, at });
    }
    expect(sent.map(({ batch }) => batch.events.length)).toEqual([ANALYTICS_BATCH_LIMIT]);
    queue.flush(true);
    expect(sent.map(({ batch, delivery }) => [batch.events.length, delivery.unloading])).toEqual([
      [ANALYTICS_BATCH_LIMIT, false],
      [1, true],
    ]);
    queue.flush(true);
    expect(sent).toHaveLength(2);
  });

  it('drops an event the rule refuses and survives a provider that throws', () => {
    const send = vi.fn(() => {
      throw new Error('vendor down');
    });
    const queue = createAnalyticsQueue({
      provider: { send },
      siteOrigin: SITE,
      setTimer: () => undefined,
    });
    queue.add({ name: 'click', target: 'someone@mail.example' }, { page: `${SITE}/en/`, at });
    queue.flush(false);
    expect(send).not.toHaveBeenCalled();
    queue.add({ name: 'click', target: 'home.signIn' }, { page: `${SITE}/en/`, at });
    expect(() => queue.flush(false)).not.toThrow();
    expect(send).toHaveBeenCalledOnce();
  });
});

describe('createCollectorProvider', () => {
  const batch: AnalyticsBatch = {
    events: [
      {
        event: { name: 'fontSize', size: 115 },
        page: '/en/',
        lang: 'en',
        at: '2026-11-29T08:30:00Z',
      },
    ],
  };

  it('posts JSON with keepalive while the page stays', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const sendBeacon = vi.fn(() => true);
    createCollectorProvider({ endpoint: '/collect', transport: { fetch, sendBeacon } }).send(
      batch,
      {
        unloading: false,
      },
    );
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith('/collect', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
      keepalive: true,
      credentials: 'same-origin',
    });
  });

  it('uses a JSON beacon when the page is left, and fetch when the browser declines it', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const accepted = vi.fn((_url: string, _data: Blob) => true);
    createCollectorProvider({
      endpoint: '/collect',
      transport: { fetch, sendBeacon: accepted },
    }).send(batch, { unloading: true });
    expect(fetch).not.toHaveBeenCalled();
    const blob = accepted.mock.calls[0]?.[1];
    expect(blob?.type).toBe('application/json');
    expect(await blob?.text()).toBe(JSON.stringify(batch));

    const declined = vi.fn(() => false);
    createCollectorProvider({
      endpoint: '/collect',
      transport: { fetch, sendBeacon: declined },
    }).send(batch, { unloading: true });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('never lets a failed request reach the page', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(() =>
      createCollectorProvider({ endpoint: '/collect', transport: { fetch } }).send(batch, {
        unloading: false,
      }),
    ).not.toThrow();
    await Promise.resolve();
  });

  it('the app posts to the sandbox sink’s own path', () => {
    expect(SANDBOX_ANALYTICS_ENDPOINT).toBe(ANALYTICS_EVENTS_PATH);
  });
});
