import {
  appointmentModeOf,
  formatDate,
  formatRelativeTime,
  notAvailableText,
  relativeTimeOf,
  showsSuccessMark,
  slaProgressOf,
  slaProgressWordingOf,
  statusBarColorOf,
  statusTextOf,
  type Application,
  type Appointment,
  type Journey,
  type PortalLocale,
  type SafeUrlOptions,
} from '@portal/core';
import type { ApplicationCardData } from './ApplicationCard/ApplicationCard';
import type { AppointmentDetailsData } from './AppointmentDetails/AppointmentDetails';
import type { JourneyStageData, JourneyViewData } from './JourneyStages/JourneyStages';

/** A translator's `t`, as `createTranslator` and the app's `useMessages` give it. */
export type LockerT = (
  key: string,
  values?: Readonly<Record<string, string | number | Date>>,
) => string;

/**
 * What one application card shows, every value decided by core's rules (spec 000 §4): the status
 * text (`statusTextOf`), the bar's tone (`statusBarColorOf`), value (`slaProgressOf`) and words
 * (`slaProgressWordingOf`), the success mark (`showsSuccessMark`) and the last update as a relative
 * time (`relativeTimeOf`). This only turns the decisions into words of the page language.
 */
export function applicationCardOf(
  application: Application,
  t: LockerT,
  locale: PortalLocale,
  now: Date,
): ApplicationCardData {
  const statusLabel = statusLabelOf(application, t, locale, now);
  const progress = slaProgressOf(application);
  const reference = application.refCode ?? application.id ?? '';
  return {
    id: application.id ?? reference,
    title: application.serviceName ?? reference,
    isDraft: application.kind === 'draft',
    draftLabel: t('application.status.draft'),
    statusLabel,
    tone: statusBarColorOf(application, now),
    progress,
    // A rejected or cancelled application's bar is full, but it is closed, not "100% complete".
    progressText:
      slaProgressWordingOf(application) === 'closed'
        ? t('sla.closed')
        : t('sla.progress', { percentage: Math.round(progress) }),
    completed: showsSuccessMark(application),
    reference: t('locker.applications.reference', { reference }),
    lastUpdated: t('locker.applications.lastUpdated', {
      date: formatRelativeTime(relativeTimeOf(application.statusDate ?? Number.NaN, now), {
        locale,
      }),
    }),
  };
}

/** The status line of an application in words: core's `statusTextOf` decision, translated. */
function statusLabelOf(application: Application, t: LockerT, locale: PortalLocale, now: Date) {
  const status = statusTextOf(application, now);
  return status.kind === 'description'
    ? status.text
    : status.kind === 'estimated'
      ? t(status.messageKey, { date: formatDate(status.slaDate, { locale }) })
      : t(status.messageKey);
}

/**
 * What the journey view shows (SCREENS.md S3.3), from core's `journeyOf`: the stages in core's
 * order, each with its status in words and tone (the stage read as its own service by core), the
 * current one marked, and a link to the stage's appointment where it has one. `appointmentHrefOf`
 * gives the app's address of an appointment.
 */
export function journeyViewOf(
  journey: Journey,
  t: LockerT,
  locale: PortalLocale,
  now: Date,
  appointmentHrefOf: (appointmentId: string) => string,
): JourneyViewData {
  const total = journey.stages.length;
  return {
    title: journey.title,
    summary:
      journey.currentPosition === undefined
        ? undefined
        : t('journey.stage', { current: journey.currentPosition, total }),
    stages: journey.stages.map((stage): JourneyStageData => {
      const service = stage.service;
      const reference = service.refCode ?? service.id ?? '';
      return {
        id: service.id ?? `stage-${stage.position}`,
        positionLabel: t('locker.applications.journeyStage', { stage: stage.position }),
        title: service.serviceName ?? reference,
        statusLabel: statusLabelOf(service, t, locale, now),
        tone: statusBarColorOf(service, now),
        completed: showsSuccessMark(service),
        isCurrent: stage.isCurrent,
        reference: t('locker.applications.reference', { reference }),
        ...(stage.appointmentId === undefined
          ? {}
          : { appointmentHref: appointmentHrefOf(stage.appointmentId) }),
      };
    }),
  };
}

/** The catalogue word of each known appointment channel. */
const CHANNEL_KEYS = {
  Online: 'appointment.mode.online',
  Offline: 'appointment.mode.offline',
  bothOnlineAndOffline: 'appointment.mode.bothOnlineAndOffline',
} as const;

/**
 * What the appointment details show (SCREENS.md S3.4): the date and time as `dd MMMM yyyy hh:mm a`
 * (core's `formatDate`, Arabic months in Arabic), the channel in words, and what core's
 * `appointmentModeOf` decided: the meeting link (only one that passed `safeUrl` with `urlOptions`),
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
  if (mode.kind === 'online') return { ...base, meetingUrl: mode.meetingUrl.href };
  if (mode.kind === 'missingData') return { ...base, missingData: t(mode.messageKey) };
  const address = appointment.address;
  return {
    ...base,
    ...(address === undefined ? {} : { address }),
    ...(mode.location === address ? {} : { location: mode.location }),
  };
}
