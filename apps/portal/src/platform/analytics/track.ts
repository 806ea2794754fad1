/**
 * Analytics (spec 001 §7: "Analytics events are sent for footer link clicks, font size and colour
 * changes, explore-services clicks and other clicks"; spec 000 §4: locker status codes 1–4). One
 * function, {@link track}, that every part of the app calls. It never waits and never throws, and
 * it drops every event until the person has said yes in the cookie notice (core's
 * `analyticsConsentGiven`: the privacy cookie is `1`): before that nothing is sent or kept.
 *
 * Where events go is plugged in once with {@link setAnalyticsSink}: the app's start does it with
 * the queue of `startAnalytics.ts`, which reduces each event to core's `AnalyticsRecord` (no
 * personal data) and hands batches to the deployment's `AnalyticsProvider`. Events with consent
 * that come before the sink is plugged in (the queue's code loads after the first render) wait, at
 * most {@link PENDING_LIMIT} of them, with the page and time they happened at.
 */

import { analyticsConsentGiven, type AnalyticsInput } from '@portal/core';

/** The events the app's screens report (core's `AnalyticsInput`: links as the page has them). */
export type AnalyticsEvent = AnalyticsInput;

/** Where and when an event happened: read when it happens, not when it is sent. */
export interface AnalyticsMoment {
  /** `location.href` at the time (the queue reduces it: no query, no personal segment). */
  readonly page: string;
  readonly at: Date;
}

/** Where events go: the app's queue, a test's recorder. */
export type AnalyticsSink = (event: AnalyticsEvent, moment: AnalyticsMoment) => void;

/** Most events kept while no sink is plugged in; later ones are dropped. */
export const PENDING_LIMIT = 50;

let sink: AnalyticsSink | undefined;
const pending: [AnalyticsEvent, AnalyticsMoment][] = [];

/**
 * Plugs in where events go, replacing the previous sink, and hands it the events that waited;
 * `undefined` unplugs it (events wait again). Returns the previous sink, so a test can put it back.
 */
export function setAnalyticsSink(next: AnalyticsSink | undefined): AnalyticsSink | undefined {
  const previous = sink;
  sink = next;
  if (next) {
    for (const [event, moment] of pending.splice(0)) deliver(next, event, moment);
  }
  return previous;
}

function deliver(to: AnalyticsSink, event: AnalyticsEvent, moment: AnalyticsMoment): void {
  try {
    to(event, moment);
  } catch (error) {
    if (import.meta.env?.DEV) console.warn('analytics sink failed', error);
  }
}

/**
 * Records one event, if the person agreed to analytics. Never throws and never waits: a broken or
 * slow analytics vendor must not break a click, so the sink's errors are swallowed (and shown in
 * development only).
 */
export function track(event: AnalyticsEvent): void {
  if (typeof document === 'undefined' || !analyticsConsentGiven(document.cookie)) return;
  const moment: AnalyticsMoment = { page: window.location.href, at: new Date() };
  if (sink) deliver(sink, event, moment);
  else if (pending.length < PENDING_LIMIT) pending.push([event, moment]);
}
