import type { RuleMessageKey } from '../messageKeys';

/**
 * Notification preferences on the settings page (SCREENS.md S8.2). ASSUMED (no spec shows them): which
 * ways the portal may reach the person (channels) about what (topics). Choice: three channels the
 * portal already uses (e-mail, SMS to the UAE PASS mobile, push to the mobile app) and four topics
 * that match its areas (payments due, application updates, appointments, announcements).
 */

/** The ways of being told, in the order shown. */
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'push'] as const;

/** One of {@link NOTIFICATION_CHANNELS}. */
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What a person can be told about, in the order shown. */
export const NOTIFICATION_TOPICS = [
  'paymentsDue',
  'applicationUpdates',
  'appointments',
  'announcements',
] as const;

/** One of {@link NOTIFICATION_TOPICS}. */
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** For each topic, whether each channel is on. */
export type NotificationPreferences = {
  readonly [T in NotificationTopic]: { readonly [C in NotificationChannel]: boolean };
};

/**
 * Topics that keep at least one channel (`form.error.notificationRequired` otherwise). Choice: a
 * payment that falls due unnoticed costs the person a fine or a cut supply, so it cannot be switched
 * off entirely; everything else can.
 */
export const REQUIRED_NOTIFICATION_TOPICS: readonly NotificationTopic[] = ['paymentsDue'];

/**
 * What a person starts with before saving anything. Choice: e-mail and SMS for what needs acting on
 * (payments, applications, appointments), e-mail only for announcements; push is off until the person
 * turns it on (the app may not be installed).
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  paymentsDue: { email: true, sms: true, push: false },
  applicationUpdates: { email: true, sms: true, push: false },
  appointments: { email: true, sms: true, push: false },
  announcements: { email: true, sms: false, push: false },
};

/** Whether `value` is one of {@link NOTIFICATION_TOPICS}. */
export function isNotificationTopic(value: unknown): value is NotificationTopic {
  return typeof value === 'string' && (NOTIFICATION_TOPICS as readonly string[]).includes(value);
}

/** Whether `value` is one of {@link NOTIFICATION_CHANNELS}. */
export function isNotificationChannel(value: unknown): value is NotificationChannel {
  return typeof value === 'string' && (NOTIFICATION_CHANNELS as readonly string[]).includes(value);
}

/** One topic's row as the wire carries it: the topic and one flag per channel. */
export interface NotificationPreferenceRow {
  readonly topic: string;
  readonly email?: boolean | null;
  readonly sms?: boolean | null;
  readonly push?: boolean | null;
}

/**
 * Reads rows (the server's answer) as preferences, tolerantly: an unknown topic is dropped, a topic
 * missing from the rows keeps its default, a channel flag that is not `true` or `false` keeps the
 * topic's default, and of repeated rows the first counts. Never throws.
 */
export function notificationPreferencesOf(rows: unknown): NotificationPreferences {
  const result: Record<NotificationTopic, Record<NotificationChannel, boolean>> = {
    paymentsDue: { ...DEFAULT_NOTIFICATION_PREFERENCES.paymentsDue },
    applicationUpdates: { ...DEFAULT_NOTIFICATION_PREFERENCES.applicationUpdates },
    appointments: { ...DEFAULT_NOTIFICATION_PREFERENCES.appointments },
    announcements: { ...DEFAULT_NOTIFICATION_PREFERENCES.announcements },
  };
  if (!Array.isArray(rows)) return result;
  const seen = new Set<NotificationTopic>();
  for (const row of rows as unknown[]) {
    if (typeof row !== 'object' || row === null) continue;
    const topic = (row as { topic?: unknown }).topic;
    if (!isNotificationTopic(topic) || seen.has(topic)) continue;
    seen.add(topic);
    for (const channel of NOTIFICATION_CHANNELS) {
      const flag = (row as Record<string, unknown>)[channel];
      if (typeof flag === 'boolean') result[topic][channel] = flag;
    }
  }
  return result;
}

/** Preferences as wire rows, one per topic in {@link NOTIFICATION_TOPICS} order. */
export function notificationPreferenceRowsOf(
  preferences: NotificationPreferences,
): { topic: NotificationTopic; email: boolean; sms: boolean; push: boolean }[] {
  return NOTIFICATION_TOPICS.map((topic) => ({
    topic,
    email: preferences?.[topic]?.email === true,
    sms: preferences?.[topic]?.sms === true,
    push: preferences?.[topic]?.push === true,
  }));
}

/** Each refused topic's message key. */
export type NotificationPreferenceErrors = Partial<Record<NotificationTopic, RuleMessageKey>>;

/**
 * Checks preferences before saving: every topic of {@link REQUIRED_NOTIFICATION_TOPICS} keeps at
 * least one channel (`form.error.notificationRequired`). Never throws.
 */
export function validateNotificationPreferences(
  preferences: NotificationPreferences,
):
  | { readonly ok: true; readonly value: NotificationPreferences }
  | { readonly ok: false; readonly fieldErrors: NotificationPreferenceErrors } {
  const fieldErrors: NotificationPreferenceErrors = {};
  for (const topic of REQUIRED_NOTIFICATION_TOPICS) {
    const channels = preferences?.[topic];
    if (!NOTIFICATION_CHANNELS.some((channel) => channels?.[channel] === true))
      fieldErrors[topic] = 'form.error.notificationRequired';
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, value: notificationPreferencesOf(notificationPreferenceRowsOf(preferences)) };
}
