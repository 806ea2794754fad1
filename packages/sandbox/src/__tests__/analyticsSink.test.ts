import type { AnalyticsRecord } from '@portal/core';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_EVENTS_PATH,
  AnalyticsEvents,
  MAX_ANALYTICS_EVENTS,
} from '../analytics/analyticsEvents';
import { call, controlCall, postJson, testSandbox } from './support/sandboxClient';

const record = (event: AnalyticsRecord['event']): AnalyticsRecord => ({
  event,
  page: '/en/',
  lang: 'en',
  at: '2026-11-22T08:00:00Z',
});

const SESSION_A = { 'x-sandbox-session': 'analytics-a' };
const SESSION_B = { 'x-sandbox-session': 'analytics-b' };

async function recorded(
  app: ReturnType<typeof testSandbox>,
  headers: Record<string, string>,
): Promise<{ events: AnalyticsRecord[]; dropped: number }> {
  const answer = await call(app, ANALYTICS_EVENTS_PATH, { headers });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { events: AnalyticsRecord[]; dropped: number } }).data;
}

describe('the analytics sink', () => {
  it('records each session its own events, in order, and empties them on DELETE', async () => {
    const app = testSandbox();
    const first = record({ name: 'colorTheme', scheme: 'dark' });
    const second = record({ name: 'footerLink', area: 'emergency', link: 'tel:999' });
    expect(
      (await postJson(app, ANALYTICS_EVENTS_PATH, { events: [first] }, SESSION_A)).status,
    ).toBe(204);
    await postJson(app, ANALYTICS_EVENTS_PATH, { events: [second] }, SESSION_A);
    expect(await recorded(app, SESSION_A)).toEqual({ events: [first, second], dropped: 0 });
    expect((await recorded(app, SESSION_B)).events).toEqual([]);

    const cleared = await controlCall(app, ANALYTICS_EVENTS_PATH, {
      method: 'DELETE',
      headers: SESSION_A,
    });
    expect(cleared.status).toBe(200);
    expect((await recorded(app, SESSION_A)).events).toEqual([]);
  });

  it('refuses a whole batch with a personal value, a field outside the shape or no events', async () => {
    const app = testSandbox();
    const good = record({ name: 'fontSize', size: 115 });
    for (const batch of [
      { events: [good, record({ name: 'exploreServices', link: '/en/search?q=Fatima' })] },
      { events: [good, record({ name: 'exploreServices', link: '/en/bills/20456789012' })] },
      { events: [{ ...good, email: 'someone@mail.example' }] },
      { events: [good], user: 'someone' },
      { events: [] },
    ]) {
      const answer = await postJson(app, ANALYTICS_EVENTS_PATH, batch, SESSION_A);
      expect(answer.status, JSON.stringify(batch)).toBe(422);
      expect(((await answer.json()) as { message: string }).message).toMatch(
        /^The analytics batch/,
      );
    }
    expect((await recorded(app, SESSION_A)).events).toEqual([]);
  });

  it('takes a beacon (JSON body, no control header) and refuses a form from another site', async () => {
    const app = testSandbox();
    const form = await call(app, ANALYTICS_EVENTS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...SESSION_A },
      body: JSON.stringify({ events: [record({ name: 'fontSize', size: 115 })] }),
    });
    expect(form.status).toBe(415);
    expect((await recorded(app, SESSION_A)).events).toEqual([]);
  });

  it('keeps at most MAX_ANALYTICS_EVENTS per session, dropping the oldest', () => {
    const events = new AnalyticsEvents();
    const many = Array.from({ length: MAX_ANALYTICS_EVENTS + 5 }, (_, index) =>
      record({ name: 'fontSize', size: 50 + (index % 250) }),
    );
    events.record(many);
    const kept = events.list();
    expect(kept.events).toHaveLength(MAX_ANALYTICS_EVENTS);
    expect(kept.dropped).toBe(5);
    expect(kept.events[0]).toEqual(many[5]);
  });
});
