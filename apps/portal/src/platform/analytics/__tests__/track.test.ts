// @vitest-environment jsdom
import { PRIVACY_COOKIE } from '@portal/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_LIMIT, setAnalyticsSink, track, type AnalyticsEvent } from '../track';

function setConsent(given: boolean): void {
  document.cookie = given ? `${PRIVACY_COOKIE}=1; path=/` : `${PRIVACY_COOKIE}=; path=/; max-age=0`;
}

beforeEach(() => setConsent(true));

afterEach(() => {
  setAnalyticsSink(() => {});
  setAnalyticsSink(undefined);
  setConsent(false);
});

describe('track', () => {
  it('hands every event to the sink plugged in, in order, with the page it happened on', () => {
    const events: AnalyticsEvent[] = [];
    const pages: string[] = [];
    setAnalyticsSink((event, moment) => {
      events.push(event);
      pages.push(moment.page);
    });
    track({ name: 'footerLink', href: '/en/about', area: 'section' });
    track({ name: 'colorTheme', scheme: 'dark' });
    track({ name: 'exploreServices', href: '/en/services' });
    expect(events.map((event) => event.name)).toEqual([
      'footerLink',
      'colorTheme',
      'exploreServices',
    ]);
    expect(pages).toEqual([window.location.href, window.location.href, window.location.href]);
  });

  it('drops every event before the privacy cookie says yes: nothing is sent or kept', () => {
    setConsent(false);
    const sink = vi.fn();
    track({ name: 'fontSize', size: 115 });
    setAnalyticsSink(sink);
    track({ name: 'fontSize', size: 130 });
    expect(sink).not.toHaveBeenCalled();
    setConsent(true);
    track({ name: 'fontSize', size: 130 });
    expect(sink).toHaveBeenCalledOnce();
  });

  it('keeps events with consent until a sink is plugged in, at most PENDING_LIMIT', () => {
    for (let step = 0; step < PENDING_LIMIT + 3; step += 1) {
      track({ name: 'fontSize', size: 100 + step });
    }
    const sink = vi.fn();
    setAnalyticsSink(sink);
    expect(sink).toHaveBeenCalledTimes(PENDING_LIMIT);
    expect(sink.mock.calls[0]?.[0]).toEqual({ name: 'fontSize', size: 100 });
  });

  it('swallows a sink that throws, so a click never breaks', () => {
    const sink = vi.fn(() => {
      throw new Error('vendor down');
    });
    setAnalyticsSink(sink);
    expect(() => track({ name: 'fontSize', size: 130 })).not.toThrow();
    expect(sink).toHaveBeenCalledOnce();
  });

  it('returns the previous sink', () => {
    const first = vi.fn();
    setAnalyticsSink(first);
    expect(setAnalyticsSink(undefined)).toBe(first);
    track({ name: 'click', target: 'x' });
    expect(first).not.toHaveBeenCalled();
  });
});
