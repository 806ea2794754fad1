/**
 * Analytics (spec 001 §7: "Analytics events are sent for footer link clicks, font size and colour
 * changes, explore-services clicks and other clicks"). One function, {@link track}, that every part
 * of the app calls; where the events go is plugged in once with {@link setAnalyticsSink}. The
 * default sink does nothing, so the reference app sends nothing anywhere until a deployment decides.
 */

import type { LockerAnalyticsEvent } from '@portal/core';

/** The events of spec 001 §7 and the locker's of spec 000 §4. */
export type AnalyticsEvent =
  /** A footer link was followed; `area` is the part of the footer it sits in. */
  | {
      readonly name: 'footerLink';
      readonly href: string;
      readonly label: string;
      readonly area: 'section' | 'emergency' | 'app' | 'social' | 'copyright';
    }
  /** The text size changed, to this step (per cent of the browser's size). */
  | { readonly name: 'fontSize'; readonly size: number }
  /** The colour theme changed. */
  | { readonly name: 'colorTheme'; readonly scheme: 'light' | 'dark' }
  /** An "explore services" entry was followed (home page sections, promotional banner). */
  | { readonly name: 'exploreServices'; readonly href: string; readonly label: string }
  /**
   * A locker item in status 1–4 was shown (spec 000 §4: submitted, action required, in progress,
   * service application); `event` is core's `lockerAnalyticsEventOf`. Only the status and the
   * item's id travel: no name, reference or personal detail.
   */
  | { readonly name: 'lockerItem'; readonly event: LockerAnalyticsEvent; readonly itemId: string }
  /** Any other click a screen wants counted. */
  | { readonly name: 'click'; readonly target: string };

/** Where events go: an analytics vendor's call, a test's recorder. */
export type AnalyticsSink = (event: AnalyticsEvent) => void;

const noSink: AnalyticsSink = () => {};

let sink: AnalyticsSink = noSink;

/**
 * Plugs in where events go, replacing the previous sink; `undefined` restores the default, which
 * does nothing. Returns the previous sink, so a test can put it back.
 */
export function setAnalyticsSink(next: AnalyticsSink | undefined): AnalyticsSink {
  const previous = sink;
  sink = next ?? noSink;
  return previous;
}

/**
 * Records one event. Never throws and never waits: a broken or slow analytics vendor must not break
 * a click, so the sink's errors are swallowed (and shown in development only).
 */
export function track(event: AnalyticsEvent): void {
  try {
    sink(event);
  } catch (error) {
    if (import.meta.env?.DEV) console.warn('analytics sink failed', error);
  }
}
