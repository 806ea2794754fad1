/**
 * View model of `JourneyStages`: core's journey and the catalogue's words as its props.
 */
import { showsSuccessMark, statusBarColorOf, type Journey, type PortalLocale } from '@portal/core';
import type {
  JourneyStageData,
  JourneyStagesLabels,
  JourneyViewData,
} from '../JourneyStages/JourneyStages';
import { statusLabelOf } from './applicationStatus';
import type { LockerT } from './translator';

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

/** The words of `JourneyStages` from core's catalogues (namespaces locker and common). */
export function journeyStagesLabelsOf(t: LockerT): JourneyStagesLabels {
  return {
    loading: t('journey.loading'),
    empty: t('journey.empty'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
    stages: t('journey.stages'),
    currentStage: t('journey.currentStage'),
    viewAppointment: t('journey.viewAppointment'),
  };
}
