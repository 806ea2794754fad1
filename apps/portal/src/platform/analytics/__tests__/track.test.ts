import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink, track, type AnalyticsEvent } from '../track';

afterEach(() => {
  setAnalyticsSink(undefined);
});

describe('track', () => {
  it('does nothing by default (no sink plugged in)', () => {
    expect(() => track({ name: 'fontSize', size: 115 })).not.toThrow();
  });

  it('hands every event to the sink plugged in, in order', () => {
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => events.push(event));
    track({ name: 'footerLink', href: '/en/about', label: 'About', area: 'section' });
    track({ name: 'colorTheme', scheme: 'dark' });
    track({ name: 'exploreServices', href: '/en/services', label: 'Explore' });
    expect(events.map((event) => event.name)).toEqual([
      'footerLink',
      'colorTheme',
      'exploreServices',
    ]);
  });

  it('swallows a sink that throws, so a click never breaks', () => {
    const sink = vi.fn(() => {
      throw new Error('vendor down');
    });
    setAnalyticsSink(sink);
    expect(() => track({ name: 'fontSize', size: 130 })).not.toThrow();
    expect(sink).toHaveBeenCalledOnce();
  });

  it('returns the previous sink and goes back to doing nothing with undefined', () => {
    const first = vi.fn();
    setAnalyticsSink(first);
    expect(setAnalyticsSink(undefined)).toBe(first);
    track({ name: 'click', target: 'x' });
    expect(first).not.toHaveBeenCalled();
  });
});
