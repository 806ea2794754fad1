import type { ReactNode } from 'react';
import { Field } from '../../components/Field';
import { TextInput, type TextInputProps } from '../../components/TextInput';
import { fieldErrorOf } from './fieldErrorOf';

export interface RequiredTextFieldProps extends TextInputProps {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** Marker after the label ("*"); hidden from screen readers. */
  readonly requiredMarker: string;
  /** The input's id, which the error summary links to. */
  readonly controlId: string;
  /** The form's message for this field, if it was refused. */
  readonly error: string | undefined;
  /** Read before the error by screen readers only ("Error:"). */
  readonly errorPrefix: string;
}

/**
 * One required text row of a wallet form: a `Field` (label, hint, required marker, its error) around
 * a `TextInput`; props not listed here go to the input.
 * @internal
 */
export function RequiredTextField({
  label,
  hint,
  requiredMarker,
  controlId,
  error,
  errorPrefix,
  ...input
}: RequiredTextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      required
      requiredMarker={requiredMarker}
      controlId={controlId}
      {...fieldErrorOf(error, errorPrefix)}
    >
      <TextInput {...input} />
    </Field>
  );
}
