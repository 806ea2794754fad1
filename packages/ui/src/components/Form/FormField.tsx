import type { ReactNode } from 'react';
import {
  get,
  useFormState,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { Field, type FieldProps } from '../Field';
import { usePortalFormContext } from './PortalFormContext';

export type FormFieldProps<TInput extends FieldValues = FieldValues> = Omit<
  FieldProps,
  'error' | 'errorPrefix' | 'controlId' | 'children'
> & {
  /** The field's name in the schema (`accountNumber`, `address.street`). */
  readonly name: Path<TInput>;
  /** Renders the control; spread `control` onto it (name, ref, onChange, onBlur). */
  readonly children: (control: UseFormRegisterReturn<Path<TInput>>) => ReactNode;
  /** Extra react-hook-form register options (`setValueAs`, `disabled`…); the schema validates. */
  readonly registerOptions?: RegisterOptions<TInput, Path<TInput>>;
};

/**
 * A {@link Field} connected to the enclosing `<Form>` by name: its control is registered, its id is
 * the one the error summary links to, and it shows its own translated error with the form's error
 * prefix and markers.
 *
 * @example
 * <FormField name="provider" label={t('provider.label')} required>
 *   {(control) => <Select placeholder={t('provider.choose')} {...control}>{options}</Select>}
 * </FormField>
 */
export function FormField<TInput extends FieldValues = FieldValues>({
  name,
  children,
  registerOptions,
  requiredMarker,
  optionalMarker,
  ...props
}: FormFieldProps<TInput>) {
  const { form, errorPrefix, ...markers } = usePortalFormContext('FormField');
  const { errors } = useFormState({ control: form.control, name, exact: true });
  const message = form.messageOf(get(errors, name) as FieldError | undefined);
  // The context holds the form without its value types; the name was checked against TInput above.
  const control = form.register(
    name,
    registerOptions as RegisterOptions<FieldValues, string> | undefined,
  ) as UseFormRegisterReturn<Path<TInput>>;
  return (
    <Field
      {...props}
      controlId={form.fieldIdOf(name)}
      error={message}
      errorPrefix={errorPrefix}
      requiredMarker={requiredMarker ?? markers.requiredMarker}
      optionalMarker={optionalMarker ?? markers.optionalMarker}
    >
      {children(control)}
    </Field>
  );
}
