export { Field, type FieldErrorProps, type FieldProps } from './Field';
export {
  useFieldControl,
  type FieldControlOwnProps,
  type FieldControlProps,
} from './useFieldControl';
