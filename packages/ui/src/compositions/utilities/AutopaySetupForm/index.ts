export {
  AutopaySetupForm,
  type AutopaySetupFormLabels,
  type AutopaySetupFormProps,
  type AutopaySetupValues,
} from './AutopaySetupForm';
