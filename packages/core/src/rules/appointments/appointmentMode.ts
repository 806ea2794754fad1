import type { RuleMessageKey } from '../messageKeys';
import { safeUrl, type SafeUrlOptions } from '../security/safeUrl';
import type { Appointment } from './appointment';

/** How the user attends: by link, in person, or the record cannot say. */
export type AppointmentMode =
  | { readonly kind: 'online'; readonly meetingUrl: URL }
  | { readonly kind: 'offline'; readonly location: string }
  | { readonly kind: 'missingData'; readonly messageKey: RuleMessageKey };

/**
 * Resolves how an appointment is attended (spec 000 §4). For bothOnlineAndOffline: online if a
 * meeting link exists, offline if only a location exists, otherwise mandatory data is missing.
 *
 * Choices (not shown): Online without a usable link and Offline without a location are also
 * "mandatory data missing"; an unknown channel follows the bothOnlineAndOffline rule. The meeting
 * link must pass {@link safeUrl} with `urlOptions` (meeting hosts go on its allow-list); a link that
 * fails counts as no link, so the portal never renders an unsafe one.
 */
export function appointmentModeOf(
  appointment: Pick<Appointment, 'channel' | 'onlineMeetingUrl' | 'location'>,
  urlOptions: SafeUrlOptions,
): AppointmentMode {
  const link = appointment?.onlineMeetingUrl;
  const checked = typeof link === 'string' ? safeUrl(link, urlOptions) : undefined;
  const meetingUrl = checked?.ok ? checked.url : undefined;
  const online = meetingUrl && ({ kind: 'online', meetingUrl } as const);
  const offline =
    typeof appointment?.location === 'string'
      ? ({ kind: 'offline', location: appointment.location } as const)
      : undefined;
  const missing = {
    kind: 'missingData',
    messageKey: 'appointment.error.mandatoryDataMissing',
  } as const;
  switch (appointment?.channel) {
    case 'Online':
      return online ?? missing;
    case 'Offline':
      return offline ?? missing;
    default:
      return online ?? offline ?? missing;
  }
}
