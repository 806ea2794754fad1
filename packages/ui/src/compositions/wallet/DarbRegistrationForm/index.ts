export {
  DarbRegistrationForm,
  type DarbRegistrationFormLabels,
  type DarbRegistrationFormProps,
  type DarbRegistrationValues,
} from './DarbRegistrationForm';
