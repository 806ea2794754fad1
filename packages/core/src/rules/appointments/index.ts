/** Appointments (spec 000 §3, §4). @packageDocumentation */
export {
  APPOINTMENT_TYPES,
  appointmentChannelOf,
  isAppointmentType,
  normalizeAppointment,
  type Appointment,
  type AppointmentChannel,
  type AppointmentType,
} from './appointment';
export {
  appointmentModeOf,
  MEETING_SERVICE_ORIGINS,
  type AppointmentMode,
} from './appointmentMode';
