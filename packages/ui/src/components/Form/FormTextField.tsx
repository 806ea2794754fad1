import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { TextInput, type TextInputProps } from '../TextInput';
import { FormField } from './FormField';

export type FormTextFieldProps<TInput extends FieldValues = FieldValues> = Omit<
  TextInputProps,
  'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'required'
> & {
  /** The field's name in the schema. */
  readonly name: Path<TInput>;
  /** Translated label. */
  readonly label: ReactNode;
  /** Translated hint. */
  readonly hint?: ReactNode;
  /** Marks the field required (`aria-required`, required marker); the schema still decides. */
  readonly required?: boolean;
  /** Classes of the field (label, hint, error and input); `className` styles the input. */
  readonly fieldClassName?: string;
};

/**
 * The common case in one line: a {@link FormField} holding a {@link TextInput}. Input props
 * (`inputMode`, `maxLength`, `autoComplete`…) go to the input.
 *
 * @example
 * <FormTextField name="accountNumber" label={t('account.number.label')} required
 *   inputMode="numeric" maxLength={10} autoComplete="off" />
 */
export function FormTextField<TInput extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  required,
  fieldClassName,
  ...inputProps
}: FormTextFieldProps<TInput>) {
  return (
    <FormField<TInput>
      name={name}
      label={label}
      hint={hint}
      required={required}
      className={fieldClassName}
    >
      {(control) => <TextInput {...inputProps} {...control} />}
    </FormField>
  );
}
