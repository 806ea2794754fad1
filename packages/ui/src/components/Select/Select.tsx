import { ChevronDown } from 'lucide-react';
import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';
import { fieldControlClasses } from '../Field/fieldControlClasses';
import { useFieldControl } from '../Field/useFieldControl';

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  /**
   * Translated words of a first option with the empty value ("Choose a provider"), shown until a
   * choice is made. It stays selectable, so "no choice" can be validated and announced.
   */
  readonly placeholder?: string;
  /** Called with the chosen option's value on every change (after `onChange`). */
  readonly onValueChange?: (value: string) => void;
}

/**
 * The native `<select>`, styled: the platform's own list (best on phones and with assistive
 * technology), our border, focus ring and a chevron at the inline end. The chevron points down, so
 * it needs no mirroring. Options are `<option>` children. Controlled or uncontrolled, and works
 * with react-hook-form's `register`.
 */
export function Select({
  placeholder,
  className,
  children,
  onChange,
  onValueChange,
  ...props
}: SelectProps) {
  const control = useFieldControl(props);
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  return (
    <div data-slot="select-wrapper" className="relative min-w-0">
      <select
        data-slot="select"
        className={cn(fieldControlClasses, 'appearance-none pe-11', className)}
        {...props}
        {...control}
        onChange={handleChange}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-ink"
      />
    </div>
  );
}
