export { Form, type FormProps } from './Form';
export { FormField, type FormFieldProps } from './FormField';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export type { FormOutcome, FormRefusal } from './formOutcome';
export {
  SERVER_ERROR_TYPE,
  usePortalForm,
  type FormSchema,
  type PortalForm,
  type TranslateMessage,
  type UsePortalFormOptions,
} from './usePortalForm';
