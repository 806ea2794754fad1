import { asRecord, firstPresent, readInteger, readText } from '../internal/readField';
import { toDate } from '../time/toDate';

/** AppointmentType values (spec 000 §3). Their meanings are not shown; they are passed through as ids. */
export const APPOINTMENT_TYPES = [200000030, 200000040, 200000050, 200000060] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

/** Narrows a number to a known {@link AppointmentType}. */
export function isAppointmentType(value: unknown): value is AppointmentType {
  return typeof value === 'number' && (APPOINTMENT_TYPES as readonly number[]).includes(value);
}

/** The appointment channels (spec 000 §4: Online, Offline or bothOnlineAndOffline). */
export type AppointmentChannel = 'Online' | 'Offline' | 'bothOnlineAndOffline';

/**
 * A value the backend sent that this version does not know (a new appointment type or channel). It is
 * kept distinct from "missing" so screens can show a neutral fallback and logs can report the value,
 * instead of the record failing to parse.
 */
export type UnknownMember = 'unknown';

/** One appointment as the rules read it (spec 000 §3). */
export interface Appointment {
  readonly id: string | undefined;
  /** A known type; `'unknown'` for a value this version does not know; `undefined` when missing. */
  readonly type: AppointmentType | UnknownMember | undefined;
  /** AppointmentType exactly as read, for logging an `'unknown'` one. */
  readonly rawType: number | undefined;
  /** A known channel; `'unknown'` for an unrecognised description; `undefined` when missing. */
  readonly channel: AppointmentChannel | UnknownMember | undefined;
  /** AppointmentChannelDescription as sent, for display. */
  readonly channelDescription: string | undefined;
  readonly onlineMeetingUrl: string | undefined;
  /** AppointmentLocation, else Address. */
  readonly location: string | undefined;
  /** Address alone, for display (the street address, where AppointmentLocation may be coordinates). */
  readonly address: string | undefined;
  readonly startsAt: Date | undefined;
}

/**
 * Reads the channel from AppointmentChannelDescription.
 * Assumption (the field's exact values are not shown): matched case-insensitively on the three
 * names the spec uses, ignoring spaces and dashes (`both online and offline` works too).
 */
export function appointmentChannelOf(
  description: unknown,
): AppointmentChannel | UnknownMember | undefined {
  const text = readText(description)
    ?.toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (text === undefined || text === '') return undefined;
  if (text === 'online') return 'Online';
  if (text === 'offline') return 'Offline';
  if (text === 'bothonlineandoffline') return 'bothOnlineAndOffline';
  return 'unknown';
}

/** Builds an {@link Appointment} from a raw record (spec 000 §3); never throws. */
export function normalizeAppointment(raw: Readonly<Record<string, unknown>>): Appointment {
  const record = asRecord(raw);
  const read = (...keys: string[]) => firstPresent(record, keys);
  const type = readInteger(read('AppointmentType'));
  const channelDescription = readText(read('AppointmentChannelDescription'));
  return {
    id: readText(read('AppointmentID')),
    type: type === undefined ? undefined : isAppointmentType(type) ? type : 'unknown',
    rawType: type,
    channel: appointmentChannelOf(channelDescription),
    channelDescription,
    onlineMeetingUrl: readText(read('OnlineMeetingURL')),
    location: readText(read('AppointmentLocation', 'Address')),
    address: readText(read('Address')),
    startsAt: toDate(read('AppointmentStartDateTime')),
  };
}
