export {
  AppointmentDetails,
  type AppointmentDetailsData,
  type AppointmentDetailsLabels,
  type AppointmentDetailsProps,
} from './AppointmentDetails';
