import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';
import { fieldControlClasses } from '../Field/fieldControlClasses';
import { useFieldControl } from '../Field/useFieldControl';

export interface TextInputProps extends ComponentPropsWithRef<'input'> {
  /** Called with the new text on every change (after `onChange`). */
  readonly onValueChange?: (value: string) => void;
}

/**
 * A single-line text input. Controlled (`value`) or uncontrolled (`defaultValue`), and works with
 * react-hook-form's `register`. Inside a {@link Field} it takes its id, descriptions, invalid and
 * required state from the Field.
 */
export function TextInput({
  type = 'text',
  className,
  onChange,
  onValueChange,
  ...props
}: TextInputProps) {
  const control = useFieldControl(props);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  return (
    <input
      type={type}
      data-slot="text-input"
      className={cn(fieldControlClasses, className)}
      {...props}
      {...control}
      onChange={handleChange}
    />
  );
}
