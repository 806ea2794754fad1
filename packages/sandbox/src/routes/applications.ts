import {
  appointmentByIdCall,
  combinedListCall,
  journeyByIdCall,
  journeyListCall,
  slaCall,
  spaceStatisticsCall,
  type ApplicationListRequest,
} from '@portal/core/api/applications';
import { type CallRouter, type SandboxContext } from '../http/callRouter';
import { refuse } from '../http/refuse';
import { NOT_FOUND_REFUSALS } from '../refusals/notFound';
import {
  APPLICATION_STATUSES,
  GOVERNMENT_ENTITIES,
  SPACES,
  type LockerApplication,
} from '../state/applications';
import type { Appointment } from '../state/appointments';
import type { Language } from '../state/text';

const CLOSED_CODES = new Set([4, 5, 7, 8]);

/** The seeded space a locker item was made in, if any. */
function spaceOf(item: LockerApplication) {
  return SPACES.find((space) => space.spaceId === item.SpaceID);
}

/** A locker item on the wire, in the header's language (spec 000 §3 "Locker item", "Application"). */
function itemOnWire(item: LockerApplication, language: Language) {
  return {
    EntityID: item.EntityID,
    ApplicationID: item.ApplicationID,
    EntityStatusCode: item.EntityStatusCode,
    EntityStatusDescription: APPLICATION_STATUSES[item.EntityStatusCode]?.[language] ?? null,
    EntityStatus: item.EntityStatus,
    ApplicationType: item.ApplicationType,
    ServiceName: item.ServiceName[language],
    ADGEID: item.ADGEID,
    RefCode: item.RefCode,
    StatusDate: item.StatusDate,
    statusDate: item.StatusDate,
    SlaDate: item.SlaDate ?? null,
    SlaPercentage: item.SlaPercentage ?? null,
    IsDelegated: item.Delegated,
    JourneyInstanceID: item.JourneyInstanceID ?? null,
    JourneyStageOrder: item.JourneyStageOrder ?? null,
    SpaceID: item.SpaceID ?? null,
    // A locker item names its whole space so the app can read its statistics.
    SpaceCode: spaceOf(item)?.spaceCode ?? null,
    SpaceAuthority: spaceOf(item)?.spaceAuthority ?? null,
  };
}

function appointmentOnWire(appointment: Appointment, language: Language) {
  return {
    AppointmentID: appointment.AppointmentID,
    AppointmentType: appointment.AppointmentType,
    AppointmentChannelDescription: appointment.AppointmentChannelDescription[language],
    Address: appointment.Address?.[language] ?? null,
    OnlineMeetingURL: appointment.OnlineMeetingURL ?? null,
    AppointmentLocation: appointment.AppointmentLocation ?? null,
    AppointmentStartDateTime: appointment.AppointmentStartDateTime,
    ApplicationID: appointment.ApplicationID,
    Subject: appointment.Subject[language],
  };
}

const languageOfHeader = (header: { readonly language: 'EN' | 'AR' }): Language =>
  header.language === 'AR' ? 'ar' : 'en';

/** Applies the caller's sortings in order; unknown fields sort as equal (so they do not reorder). */
function sortItems(
  items: LockerApplication[],
  sortings: ApplicationListRequest['data']['Sortings'],
): LockerApplication[] {
  return [...items].sort((a, b) => {
    for (const { FieldName, Direction } of sortings) {
      // Sort keys are field names chosen by the caller; read them off the record by name.
      const left = (a as unknown as Record<string, unknown>)[FieldName];
      const right = (b as unknown as Record<string, unknown>)[FieldName];
      if (left === right) continue;
      // Missing values sort last whatever the direction.
      if (left === undefined) return 1;
      if (right === undefined) return -1;
      const order = String(left).localeCompare(String(right), 'en', { numeric: true });
      if (order !== 0) return Direction === 'asc' ? order : -order;
    }
    return a.EntityID.localeCompare(b.EntityID);
  });
}

/** Filters, search and paging shared by both lists. */
function listAnswer(
  c: SandboxContext,
  request: ApplicationListRequest,
  kind: 'journey' | 'combined',
): Response {
  const language = languageOfHeader(request.header);
  const { Filters, SearchCriteria, PageOffset, PageSize, Sortings } = request.data;
  const search = SearchCriteria.trim().toLowerCase();
  const matching = c.var.world.applications.filter((item) => {
    if (
      kind === 'journey' ? item.ApplicationType !== 'JOURNEY' : item.ApplicationType === 'JOURNEY'
    )
      return false;
    if (Filters.JourneyInstanceID && item.JourneyInstanceID !== Filters.JourneyInstanceID)
      return false;
    const draft = item.ApplicationType === 'DRAFT';
    if (Filters.onlyDrafts === true && !draft) return false;
    if (draft && !Filters.addDrafts && Filters.onlyDrafts !== true) return false;
    if (item.Delegated && !Filters.addDelegated) return false;
    if (Filters.ADGEID !== undefined && item.ADGEID !== Filters.ADGEID) return false;
    if (search !== '') {
      const haystack =
        `${item.ServiceName.en} ${item.ServiceName.ar} ${item.RefCode}`.toLowerCase();
      if (!haystack.includes(search)) return false;
    }
    return true;
  });
  const sorted = sortItems(matching, Sortings);
  return c.json({
    success: true,
    data: {
      Items: sorted
        .slice(PageOffset, PageOffset + PageSize)
        .map((item) => itemOnWire(item, language)),
      TotalCount: sorted.length,
      Lookups:
        request.data.NeedLookup === false
          ? null
          : {
              ADGE: GOVERNMENT_ENTITIES.map((e) => ({
                id: e.id,
                nameEn: e.name.en,
                nameAr: e.name.ar,
              })),
            },
    },
  });
}

/** Applications in progress (spec 000 §7): journey and combined lists, journey, appointment, SLA, space statistics. */
export function registerApplicationRoutes(router: CallRouter): void {
  router.answer(journeyListCall, (c, request) => listAnswer(c, request, 'journey'));
  router.answer(combinedListCall, (c, request) => listAnswer(c, request, 'combined'));

  router.answer(journeyByIdCall, (c, request) => {
    const language = languageOfHeader(request.header);
    const stages = c.var.world.applications
      .filter((item) => item.JourneyInstanceID === request.data.InstanceID)
      .sort((a, b) => (a.JourneyStageOrder ?? 0) - (b.JourneyStageOrder ?? 0));
    if (stages.length === 0)
      return refuse(c, 404, NOT_FOUND_REFUSALS.journey(String(request.data.InstanceID)));
    const current =
      stages.find((stage) => !CLOSED_CODES.has(stage.EntityStatusCode)) ?? stages.at(-1);
    return c.json({
      success: true,
      data: [
        {
          InstanceID: request.data.InstanceID,
          JourneyInstanceID: request.data.InstanceID,
          ApplicationType: 'JOURNEY',
          Title: language === 'ar' ? 'تأسيس نشاط تجاري' : 'Start a business',
          CurrentStageOrder: current?.JourneyStageOrder ?? null,
          // A stage's appointment by its application (not in the spec; core's `journeyOf` reads it).
          Stages: stages.map((stage) => ({
            ...itemOnWire(stage, language),
            AppointmentID:
              c.var.world.appointments.find((a) => a.ApplicationID === stage.ApplicationID)
                ?.AppointmentID ?? null,
          })),
        },
      ],
    });
  });

  router.answer(appointmentByIdCall, (c, request) => {
    const appointment = c.var.world.appointments.find(
      (a) => a.AppointmentID === request.data.AppointmentID,
    );
    if (!appointment)
      return refuse(c, 404, NOT_FOUND_REFUSALS.appointment(String(request.data.AppointmentID)));
    return c.json({
      success: true,
      data: [appointmentOnWire(appointment, languageOfHeader(request.header))],
    });
  });

  router.answer(slaCall, (c, request) => {
    const item = c.var.world.applications.find(
      (a) => a.ApplicationID === request.data.ApplicationID,
    );
    if (!item)
      return refuse(c, 404, NOT_FOUND_REFUSALS.application(String(request.data.ApplicationID)));
    if (request.data.SpaceID !== undefined && item.SpaceID !== request.data.SpaceID) {
      return refuse(
        c,
        404,
        NOT_FOUND_REFUSALS.applicationInSpace(String(request.data.ApplicationID)),
      );
    }
    return c.json({
      success: true,
      data: {
        ApplicationID: item.ApplicationID,
        EntityStatusCode: item.EntityStatusCode,
        SlaDate: item.SlaDate ?? null,
        SlaPercentage: item.SlaPercentage ?? null,
      },
    });
  });

  router.answer(spaceStatisticsCall, (c, request) => {
    const space = SPACES.find(
      (known) =>
        known.spaceId === request.spaceId &&
        known.spaceCode === request.spaceCode &&
        known.spaceAuthority === request.spaceAuthority,
    );
    if (space === undefined) {
      return refuse(c, 404, NOT_FOUND_REFUSALS.space);
    }
    const now = c.var.now().toISOString();
    const inSpace = c.var.world.applications.filter((a) => a.SpaceID === request.spaceId);
    const open = inSpace.filter((a) => !CLOSED_CODES.has(a.EntityStatusCode));
    return c.json({
      success: true,
      data: {
        total: inSpace.length,
        inProgress: open.filter((a) => a.EntityStatusCode !== 2).length,
        actionRequired: open.filter((a) => a.EntityStatusCode === 2).length,
        completed: inSpace.filter((a) => a.EntityStatusCode === 4).length,
        delayed: open.filter((a) => a.SlaDate !== undefined && a.SlaDate < now).length,
      },
    });
  });
}
