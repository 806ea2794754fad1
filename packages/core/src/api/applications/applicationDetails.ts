import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { normalizeApplication, type Application } from '../../rules/applications/application';
import { normalizeAppointment, type Appointment } from '../../rules/appointments/appointment';
import {
  LIST_CHANNEL_ID,
  SLA_CHANNEL_ID,
  appointmentByIdCall,
  journeyByIdCall,
  slaCall,
  spaceStatisticsCall,
  type SpaceStatistics,
} from './applicationCalls';
import { applicationHeader } from './applicationLists';

/** A journey: the normalised application and the raw record (stages and other journey-only fields). */
export interface JourneyDetails {
  readonly application: Application;
  readonly raw: Readonly<Record<string, unknown>>;
}

/**
 * One multi-service journey by instance id (spec 000 §7 journey/retrieve/getid); `undefined` when the
 * answer holds no item.
 * @throws {PortalError} on any failure.
 */
export async function getJourneyById(
  client: PortalClient,
  instanceId: string,
  options: CallOptions = {},
): Promise<JourneyDetails | undefined> {
  const header = await applicationHeader(client, journeyByIdCall.id, LIST_CHANNEL_ID);
  const response = await client.send(journeyByIdCall, {
    request: { header, data: { InstanceID: instanceId } },
    signal: options.signal,
  });
  const [first] = response.data;
  return first ? { application: normalizeApplication(first), raw: first } : undefined;
}

/**
 * One appointment by id (spec 000 §7 appointments/getid), normalised by the appointment rules;
 * `undefined` when the answer holds no item.
 * @throws {PortalError} on any failure.
 */
export async function getAppointmentById(
  client: PortalClient,
  appointmentId: string,
  options: CallOptions = {},
): Promise<Appointment | undefined> {
  const header = await applicationHeader(client, appointmentByIdCall.id, LIST_CHANNEL_ID);
  const response = await client.send(appointmentByIdCall, {
    request: { header, data: { AppointmentID: appointmentId } },
    signal: options.signal,
  });
  const [first] = response.data;
  return first ? normalizeAppointment(first) : undefined;
}

/** Which application's SLA, optionally inside a space (spec 000 §3 Space: spaceId, spaceCode, spaceAuthority). */
export interface SlaInput {
  readonly applicationId: string;
  readonly space?: {
    readonly spaceId: string;
    readonly spaceCode: string;
    readonly spaceAuthority: string;
  };
}

/**
 * An application's SLA (spec 000 §7 retrieve/sla, channel 4), as an Application whose `slaDate` and
 * `slaPercentage` feed `slaProgressOf` and `isDelayedApplication`.
 * @throws {PortalError} on any failure.
 */
export async function getApplicationSla(
  client: PortalClient,
  input: SlaInput,
  options: CallOptions = {},
): Promise<Application> {
  const header = await applicationHeader(client, slaCall.id, SLA_CHANNEL_ID);
  const space = input.space;
  const response = await client.send(slaCall, {
    request: {
      header,
      data: {
        ApplicationID: input.applicationId,
        ...(space
          ? {
              SpaceID: space.spaceId,
              SpaceCode: space.spaceCode,
              SpaceAuthority: space.spaceAuthority,
            }
          : {}),
      },
    },
    signal: options.signal,
  });
  return normalizeApplication(response.data ?? {});
}

/**
 * Request statistics of a space (spec 000 §7 myspaces-render sla/myrequests/statistics).
 * @throws {PortalError} on any failure.
 */
export async function getSpaceStatistics(
  client: PortalClient,
  space: { readonly spaceId: string; readonly spaceCode: string; readonly spaceAuthority: string },
  options: CallOptions = {},
): Promise<SpaceStatistics> {
  const response = await client.send(spaceStatisticsCall, {
    request: {
      spaceId: space.spaceId,
      spaceAuthority: space.spaceAuthority,
      spaceCode: space.spaceCode,
      lang: client.options.lang,
    },
    signal: options.signal,
  });
  return response.data;
}
