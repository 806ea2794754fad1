export {
  ChangePinForm,
  type ChangePinFormLabels,
  type ChangePinFormProps,
  type ChangePinFormValues,
  type ChangePinOutcome,
} from './ChangePinForm';
