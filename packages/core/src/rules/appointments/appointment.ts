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

/** One appointment as the rules read it (spec 000 §3). */
export interface Appointment {
  readonly id: string | undefined;
  /** A known type, or `undefined` for a missing or unknown one. */
  readonly type: AppointmentType | undefined;
  readonly channel: AppointmentChannel | undefined;
  /** AppointmentChannelDescription as sent, for display. */
  readonly channelDescription: string | undefined;
  readonly onlineMeetingUrl: string | undefined;
  /** AppointmentLocation, else Address. */
  readonly location: string | undefined;
  readonly startsAt: Date | undefined;
}

/**
 * Reads the channel from AppointmentChannelDescription.
 * Assumption (the field's exact values are not shown): matched case-insensitively on the three
 * names the spec uses, ignoring spaces and dashes (`both online and offline` works too).
 */
export function appointmentChannelOf(description: unknown): AppointmentChannel | undefined {
  const text = readText(description)?.toLowerCase().replace(/[\s_-]+/g, '');
  if (text === 'online') return 'Online';
  if (text === 'offline') return 'Offline';
  if (text === 'bothonlineandoffline') return 'bothOnlineAndOffline';
  return undefined;
}

/** Builds an {@link Appointment} from a raw record (spec 000 §3); never throws. */
export function normalizeAppointment(raw: Readonly<Record<string, unknown>>): Appointment {
  const record = asRecord(raw);
  const read = (...keys: string[]) => firstPresent(record, keys);
  const type = readInteger(read('AppointmentType'));
  const channelDescription = readText(read('AppointmentChannelDescription'));
  return {
    id: readText(read('AppointmentID')),
    type: isAppointmentType(type) ? type : undefined,
    channel: appointmentChannelOf(channelDescription),
    channelDescription,
    onlineMeetingUrl: readText(read('OnlineMeetingURL')),
    location: readText(read('AppointmentLocation', 'Address')),
    startsAt: toDate(read('AppointmentStartDateTime')),
  };
}
