import type { RuleMessageKey } from '../messageKeys';
import { safeUrl, type SafeUrlOptions } from '../security/safeUrl';
import { unlistedSiteUrl } from '../security/unlistedSiteUrl';
import type { Appointment } from './appointment';

/**
 * How the user attends: by link, in person, or the record cannot say. An online meeting's link is
 * `listed` when its site is on the deployment's allow-list of meeting services; an unlisted one is
 * shown as a link that leaves the portal, with a warning to check it (issue Q).
 */
export type AppointmentMode =
  | { readonly kind: 'online'; readonly meetingUrl: URL; readonly listed: boolean }
  | { readonly kind: 'offline'; readonly location: string }
  | { readonly kind: 'missingData'; readonly messageKey: RuleMessageKey };

/**
 * The major online meeting services' own sites, the allow-list a deployment starts from for
 * {@link appointmentModeOf}'s `urlOptions.allowedOrigins` (the spec names none). A meeting on any
 * other https site is still shown, `listed: false`, with a warning. A deployment adds the hosts of
 * its own (a company's Zoom subdomain, a test backend's); origins are compared exactly.
 */
export const MEETING_SERVICE_ORIGINS: readonly string[] = [
  'https://teams.microsoft.com',
  'https://teams.live.com',
  'https://meet.google.com',
  'https://zoom.us',
  'https://webex.com',
];

/**
 * Resolves how an appointment is attended (spec 000 §4). For bothOnlineAndOffline: online if a
 * meeting link exists, offline if only a location exists, otherwise mandatory data is missing.
 *
 * Choices (not shown): Online without a usable link and Offline without a location are also
 * "mandatory data missing"; an unknown channel follows the bothOnlineAndOffline rule. The meeting
 * link must pass {@link safeUrl} with `urlOptions` (meeting hosts go on its allow-list). A link
 * that fails only because its site is not listed (https, and safe in every other way:
 * {@link unlistedSiteUrl}) is still the meeting, `listed: false`, so a meeting on a service the
 * deployment did not foresee is a warned link rather than "details missing"; for
 * bothOnlineAndOffline a location is preferred to such a link. Any other failing link counts as no
 * link, so the portal never renders an unsafe one.
 */
export function appointmentModeOf(
  appointment: Pick<Appointment, 'channel' | 'onlineMeetingUrl' | 'location'>,
  urlOptions: SafeUrlOptions,
): AppointmentMode {
  const link = appointment?.onlineMeetingUrl;
  const checked = typeof link === 'string' ? safeUrl(link, urlOptions) : undefined;
  const listedUrl = checked?.ok ? checked.url : undefined;
  const unlistedUrl =
    typeof link === 'string' && listedUrl === undefined
      ? unlistedSiteUrl(link, urlOptions)
      : undefined;
  const online = listedUrl && ({ kind: 'online', meetingUrl: listedUrl, listed: true } as const);
  const unlisted =
    unlistedUrl && ({ kind: 'online', meetingUrl: unlistedUrl, listed: false } as const);
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
      return online ?? unlisted ?? missing;
    case 'Offline':
      return offline ?? missing;
    default:
      return online ?? offline ?? unlisted ?? missing;
  }
}
