export {
  AppointmentDetails,
  type AppointmentDetailsData,
  type AppointmentDetailsLabels,
  type AppointmentDetailsProps,
} from './AppointmentDetails';
export { appointmentDetailsLabelsOf } from '../lockerLabels';
export { appointmentDetailsOf } from '../lockerViews';
