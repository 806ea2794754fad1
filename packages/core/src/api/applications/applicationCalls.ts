import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { envelopeOf } from '../internal/envelope';
import { anyRecord, listOf, optionalNumeric } from '../internal/wireValues';

/*
 * Applications in progress (spec 000 §7, "all through the proxy path"). Every call but the statistics
 * sends `{ header, data }`: the header names the channel, the user and the language.
 * Assumption: the spec's "body has header and body … Body data: …" means `{ header, data }`, the form
 * the by-id calls show (`data.InstanceID`, `data.AppointmentID`).
 */

/** Channel ids (spec 000 §9: 1 for lists, 4 for SLA). */
export const LIST_CHANNEL_ID = 1;
export const SLA_CHANNEL_ID = 4;

/** The request header block (spec 000 §7: channelid, UUID, language). Assumption: language EN or AR. */
export const applicationHeaderSchema = z.object({
  channelid: z.union([z.literal(LIST_CHANNEL_ID), z.literal(SLA_CHANNEL_ID)]),
  UUID: z.string().check(z.minLength(1)),
  language: z.enum(['EN', 'AR']),
});

export type ApplicationHeader = z.infer<typeof applicationHeaderSchema>;

/** One sort key. Assumption: field name and direction. */
const sortingSchema = z.object({ FieldName: z.string(), Direction: z.enum(['asc', 'desc']) });

/** List filters (spec 000 §2: addDrafts, addDelegated, onlyDrafts; §7 JourneyInstanceID). */
export const applicationFiltersSchema = z.object({
  JourneyInstanceID: z.optional(z.string()),
  addDrafts: z.boolean(),
  addDelegated: z.boolean(),
  onlyDrafts: z.optional(z.boolean()),
  /**
   * The service filter: one government entity's code from the lookup group ADGE (spec 000 §2).
   * Assumption: the spec does not name the field; it travels as the rows' own ADGEID.
   */
  ADGEID: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});

/**
 * Wire payload of both lists (spec 000 §7: PageOffset, PageSize, Sortings, Filters, SearchCriteria,
 * DataViewTemplate 'journey', ToDisplayOnly, NeedLookup). Assumption: PageOffset counts rows to skip.
 */
export const applicationListRequestSchema = z.object({
  header: applicationHeaderSchema,
  data: z.object({
    PageOffset: z.number().check(z.int(), z.nonnegative()),
    PageSize: z.number().check(z.int(), z.positive(), z.maximum(100)),
    Sortings: z.array(sortingSchema),
    Filters: applicationFiltersSchema,
    SearchCriteria: z.string().check(z.maxLength(200)),
    DataViewTemplate: z.optional(z.literal('journey')),
    ToDisplayOnly: z.optional(z.boolean()),
    NeedLookup: z.optional(z.boolean()),
  }),
});

export type ApplicationListRequest = z.infer<typeof applicationListRequestSchema>;

/**
 * A page of locker items. Each item is a raw application, request, draft or journey record in either
 * field spelling (spec 000 §3: EntityID|ApplicationID, EntityStatusCode|MasterStatusCodeCode, …), read by
 * `normalizeApplication`. Assumption: rows under `Items`, with the total and the lookup groups
 * (spec 000 §7: data.Lookups.ADGE) beside them.
 */
export const applicationPageSchema = z.object({
  Items: listOf(anyRecord),
  TotalCount: optionalNumeric,
  Lookups: z.nullish(z.object({ ADGE: z.optional(z.unknown()) })),
});

const applicationListResponseSchema = envelopeOf(applicationPageSchema);

/** POST /api/proxy/services-in-progress/1.0/retrieve/getlist (spec 000 §7, journey list). */
export const journeyListCall = defineCall({
  id: 'applications.journeyList',
  method: 'POST',
  path: '/api/proxy/services-in-progress/1.0/retrieve/getlist',
  request: applicationListRequestSchema,
  response: applicationListResponseSchema,
});

/**
 * POST …/retrieve/getlist/combined (spec 000 §7, requests and drafts: "If success is false the call
 * fails with a generic error"). `failsOnUnsuccessful` has the client read `success` before the answer's
 * shape, so a refusal without `data` fails as `business`, not as an invalid answer; and
 * `showsServerMessage: false` keeps the server's text (it can be a database message) out of the user
 * message, which is the generic `something.wentWrong` (spec 000 §8).
 */
export const combinedListCall = defineCall({
  id: 'applications.combinedList',
  method: 'POST',
  path: '/api/proxy/services-in-progress/1.0/retrieve/getlist/combined',
  request: applicationListRequestSchema,
  response: applicationListResponseSchema,
  failsOnUnsuccessful: true,
  showsServerMessage: false,
});

/** Wire payload of journey by id (spec 000 §7: data.InstanceID). */
export const journeyByIdRequestSchema = z.object({
  header: applicationHeaderSchema,
  data: z.object({ InstanceID: z.string().check(z.minLength(1)) }),
});

/** POST /api/proxy/journeys/1.0/journey/retrieve/getid (spec 000 §7: "returns the first item of data"). */
export const journeyByIdCall = defineCall({
  id: 'applications.journeyById',
  method: 'POST',
  path: '/api/proxy/journeys/1.0/journey/retrieve/getid',
  request: journeyByIdRequestSchema,
  response: envelopeOf(listOf(anyRecord)),
});

/** Wire payload of appointment by id (spec 000 §7: data.AppointmentID). */
export const appointmentByIdRequestSchema = z.object({
  header: applicationHeaderSchema,
  data: z.object({ AppointmentID: z.string().check(z.minLength(1)) }),
});

/**
 * POST /api/proxy/events/1.0/appointments/getid (spec 000 §7: "returns the first item of data"). Items
 * are appointment records (spec 000 §3: AppointmentID, AppointmentType, AppointmentChannelDescription,
 * Address, OnlineMeetingURL, AppointmentLocation, AppointmentStartDateTime) read by `normalizeAppointment`.
 */
export const appointmentByIdCall = defineCall({
  id: 'applications.appointmentById',
  method: 'POST',
  path: '/api/proxy/events/1.0/appointments/getid',
  request: appointmentByIdRequestSchema,
  response: envelopeOf(listOf(anyRecord)),
});

/** Wire payload of the SLA read (spec 000 §7: data.ApplicationID, optional SpaceID, SpaceCode, SpaceAuthority; channelid 4). */
export const slaRequestSchema = z.object({
  header: applicationHeaderSchema,
  data: z.object({
    ApplicationID: z.string().check(z.minLength(1)),
    SpaceID: z.optional(z.string()),
    SpaceCode: z.optional(z.string()),
    SpaceAuthority: z.optional(z.string()),
  }),
});

/** POST …/retrieve/sla (spec 000 §7: "returns data", an SLA record with SlaDate and SlaPercentage, §3). */
export const slaCall = defineCall({
  id: 'applications.sla',
  method: 'POST',
  path: '/api/proxy/services-in-progress/1.0/retrieve/sla',
  request: slaRequestSchema,
  response: envelopeOf(z.nullish(anyRecord)),
});

/** Wire payload of the space statistics (spec 000 §7: spaceId, spaceAuthority, spaceCode, lang). */
export const spaceStatisticsRequestSchema = z.object({
  spaceId: z.string().check(z.minLength(1)),
  spaceAuthority: z.string().check(z.minLength(1)),
  spaceCode: z.string().check(z.minLength(1)),
  lang: z.enum(['en', 'ar']),
});

/** Assumption: request counts of the space, by state. */
export const spaceStatisticsSchema = z.object({
  total: optionalNumeric,
  inProgress: optionalNumeric,
  actionRequired: optionalNumeric,
  completed: optionalNumeric,
  delayed: optionalNumeric,
});

export type SpaceStatistics = z.infer<typeof spaceStatisticsSchema>;

/** POST /api/proxy/myspaces-render/1.0/sla/myrequests/statistics (spec 000 §7: "returns data"). */
export const spaceStatisticsCall = defineCall({
  id: 'applications.spaceStatistics',
  method: 'POST',
  path: '/api/proxy/myspaces-render/1.0/sla/myrequests/statistics',
  request: spaceStatisticsRequestSchema,
  response: envelopeOf(spaceStatisticsSchema),
});
