/**
 * View model of `AppointmentDetails`: core's appointment and the catalogue's words as its props.
 */
import {
  appointmentModeOf,
  formatDate,
  notAvailableText,
  type Appointment,
  type PortalLocale,
  type SafeUrlOptions,
} from '@portal/core';
import type {
  AppointmentDetailsData,
  AppointmentDetailsLabels,
} from '../AppointmentDetails/AppointmentDetails';
import type { LockerT } from './translator';

/** The catalogue word of each known appointment channel. */
const CHANNEL_KEYS = {
  Online: 'appointment.mode.online',
  Offline: 'appointment.mode.offline',
  bothOnlineAndOffline: 'appointment.mode.bothOnlineAndOffline',
} as const;

/**
 * What the appointment details show (SCREENS.md S3.4): the date and time as `dd MMMM yyyy hh:mm a`
 * (core's `formatDate`, Arabic months in Arabic), the channel in words, and what core's
 * `appointmentModeOf` decided: the meeting link (one that passed `safeUrl` with `urlOptions`, or an
 * https link to a site not on its list, with a warning naming the site),
 * the address and location, or the "mandatory data missing" message.
 * Choice: a known channel is said with the catalogue's word, an unknown one as the server sent it.
 */
export function appointmentDetailsOf(
  appointment: Appointment,
  t: LockerT,
  locale: PortalLocale,
  urlOptions: SafeUrlOptions,
): AppointmentDetailsData {
  const mode = appointmentModeOf(appointment, urlOptions);
  const channel =
    appointment.channel === undefined || appointment.channel === 'unknown'
      ? (appointment.channelDescription ?? notAvailableText(locale))
      : t(CHANNEL_KEYS[appointment.channel]);
  const base = {
    dateTime: formatDate(appointment.startsAt, { locale, withTime: true }),
    channel,
  };
  if (mode.kind === 'online') {
    return mode.listed
      ? { ...base, meetingUrl: mode.meetingUrl.href }
      : {
          ...base,
          meetingUrl: mode.meetingUrl.href,
          meetingWarning: t('appointment.unlistedMeetingHost', { host: mode.meetingUrl.host }),
        };
  }
  if (mode.kind === 'missingData') return { ...base, missingData: t(mode.messageKey) };
  const address = appointment.address;
  return {
    ...base,
    ...(address === undefined ? {} : { address }),
    ...(mode.location === address ? {} : { location: mode.location }),
  };
}

/** The words of `AppointmentDetails` from core's catalogues (namespaces locker and common). */
export function appointmentDetailsLabelsOf(t: LockerT): AppointmentDetailsLabels {
  return {
    loading: t('appointment.loading'),
    empty: t('appointment.notFound'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
    dateTime: t('appointment.dateTime'),
    channel: t('appointment.channel'),
    onlineMeeting: t('appointment.onlineMeeting'),
    joinMeeting: t('appointment.joinMeeting'),
    opensInNewTab: t('appointment.opensInNewTab'),
    address: t('appointment.address'),
    location: t('appointment.location'),
    missingDataTitle: t('appointment.missingDataTitle'),
    meetingWarningTitle: t('appointment.unlistedMeetingTitle'),
    warningTone: t('locker.tone.warning'),
  };
}
