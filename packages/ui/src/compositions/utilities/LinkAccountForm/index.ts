export {
  LinkAccountForm,
  linkAccountSchemaOf,
  type LinkAccountFormLabels,
  type LinkAccountFormProps,
  type LinkAccountValues,
} from './LinkAccountForm';
