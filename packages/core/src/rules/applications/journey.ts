import { asRecord, firstPresent, readInteger, readText } from '../internal/readField';
import { normalizeApplication, type Application } from './application';
import { isClosedApplication } from './applicationState';

/** One stage of a multi-service journey (spec 000 §3 Journey: JourneyStageOrder). */
export interface JourneyStage {
  /**
   * The stage read as the single service it is (`kind: 'request'`), so the status rules
   * (`statusTextOf`, `statusBarColorOf`, `slaProgressOf`, `showsSuccessMark`) describe the stage.
   * Choice: a journey's "multiple services" text (spec 000 §4) describes the whole journey, not one
   * of its services.
   */
  readonly service: Application;
  /** JourneyStageOrder as sent; `undefined` when missing. */
  readonly order: number | undefined;
  /** Place in the journey from 1, after ordering by JourneyStageOrder. */
  readonly position: number;
  /** AppointmentID of the stage's appointment, when it has one. */
  readonly appointmentId: string | undefined;
  /** The stage the journey is at. */
  readonly isCurrent: boolean;
}

/** A multi-service journey with its stages in order (SCREENS.md S3.3). */
export interface Journey {
  /** InstanceID or JourneyInstanceID. */
  readonly instanceId: string | undefined;
  /** The journey's own name (Title), already in the user's language; `undefined` when not sent. */
  readonly title: string | undefined;
  /** The stages by JourneyStageOrder ascending (spec 000 §7 sorting); stages without an order last. */
  readonly stages: readonly JourneyStage[];
  /** Position of the current stage from 1; `undefined` when the journey has no stage. */
  readonly currentPosition: number | undefined;
}

function stageRecordsOf(raw: unknown): readonly unknown[] {
  const stages = firstPresent(raw, ['Stages', 'stages']);
  return Array.isArray(stages) ? stages : [];
}

/**
 * Reads a journey record (spec 000 §7 journey/retrieve/getid, `JourneyDetails.raw`) into its stages
 * in order. Never throws.
 *
 * Assumptions (the spec names the journey's id and JourneyStageOrder only): the stages come as an
 * array `Stages` of locker records; a stage's appointment is its `AppointmentID` (the Appointment
 * entity's id field); the current stage is the one `CurrentStageOrder` names, else the first stage
 * that is not closed (codes 4, 5, 7, 8), else the last one. Stages with the same order keep the
 * order they were sent in.
 */
export function journeyOf(raw: unknown): Journey {
  const record = asRecord(raw);
  const read = (...keys: string[]) => firstPresent(record, keys);
  const sorted = stageRecordsOf(record)
    .map((item, index) => {
      const stageRecord = asRecord(item);
      const application = normalizeApplication(stageRecord);
      return {
        index,
        service: { ...application, kind: 'request' as const },
        order: application.journeyStageOrder,
        appointmentId: readText(firstPresent(stageRecord, ['AppointmentID', 'appointmentId'])),
      };
    })
    .sort((a, b) => {
      if (a.order === b.order) return a.index - b.index;
      if (a.order === undefined) return 1;
      if (b.order === undefined) return -1;
      return a.order - b.order;
    });
  const named = readInteger(read('CurrentStageOrder', 'currentStageOrder'));
  const byName = named === undefined ? -1 : sorted.findIndex((stage) => stage.order === named);
  const firstOpen = sorted.findIndex((stage) => !isClosedApplication(stage.service));
  const current = byName >= 0 ? byName : firstOpen >= 0 ? firstOpen : sorted.length - 1;
  return {
    instanceId: readText(read('InstanceID', 'JourneyInstanceID')),
    title: readText(read('Title', 'title', 'JourneyName')),
    stages: sorted.map((stage, index) => ({
      service: stage.service,
      order: stage.order,
      position: index + 1,
      appointmentId: stage.appointmentId,
      isCurrent: index === current,
    })),
    currentPosition: sorted.length === 0 ? undefined : current + 1,
  };
}
