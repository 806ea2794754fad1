import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  notificationPreferenceRowsOf,
  notificationPreferencesOf,
  validateNotificationPreferences,
  type NotificationPreferences,
} from '../notificationPreferences';

const channels = fc.record({ email: fc.boolean(), sms: fc.boolean(), push: fc.boolean() });
const preferences: fc.Arbitrary<NotificationPreferences> = fc.record({
  paymentsDue: channels,
  applicationUpdates: channels,
  appointments: channels,
  announcements: channels,
});

describe('notification preferences', () => {
  it('reads nothing as the defaults, and keeps payments due on', () => {
    expect(notificationPreferencesOf(undefined)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(notificationPreferencesOf('nope')).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(validateNotificationPreferences(DEFAULT_NOTIFICATION_PREFERENCES).ok).toBe(true);
  });

  it('drops unknown topics and bad flags, and the first of repeated rows counts', () => {
    expect(
      notificationPreferencesOf([
        { topic: 'appointments', email: false, sms: 'yes', push: true },
        { topic: 'appointments', email: true, sms: false, push: false },
        { topic: '__proto__', email: true },
        null,
        7,
      ]),
    ).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      appointments: { email: false, sms: true, push: true },
    });
  });

  it('refuses payments due with no channel, naming the topic', () => {
    expect(
      validateNotificationPreferences({
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        paymentsDue: { email: false, sms: false, push: false },
      }),
    ).toEqual({ ok: false, fieldErrors: { paymentsDue: 'form.error.notificationRequired' } });
  });
});

describe('notification preferences (properties)', () => {
  // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
  it('round-trips any preferences through the wire rows, one row per topic in order', () => {
    fc.assert(
      fc.property(preferences, (chosen) => {
        const rows = notificationPreferenceRowsOf(chosen);
        expect(rows.map((row) => row.topic)).toEqual([...NOTIFICATION_TOPICS]);
        expect(notificationPreferencesOf(rows)).toEqual(chosen);
      }),
    );
  });

  it('accepts exactly the preferences whose payments due keep a channel', () => {
    fc.assert(
      fc.property(preferences, (chosen) => {
        const result = validateNotificationPreferences(chosen);
        const kept = NOTIFICATION_CHANNELS.some((channel) => chosen.paymentsDue[channel]);
        expect(result.ok).toBe(kept);
        if (result.ok) expect(result.value).toEqual(chosen);
      }),
    );
  });

  it('reads any rows without throwing, always every topic and channel as booleans', () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), (rows) => {
        const read = notificationPreferencesOf(rows);
        for (const topic of NOTIFICATION_TOPICS)
          for (const channel of NOTIFICATION_CHANNELS)
            expect(typeof read[topic][channel]).toBe('boolean');
      }),
    );
  });
});
