import { Check } from 'lucide-react';
import { useId, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { joinIds } from '../Field/joinIds';
import { useFieldControl } from '../Field/useFieldControl';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Translated label beside the box; names it. Clicking it toggles the box. */
  readonly label: ReactNode;
  /** Translated hint under the label; describes the box. */
  readonly hint?: ReactNode;
  /** Called with the new state on every change (after `onChange`). */
  readonly onCheckedChange?: (checked: boolean) => void;
}

/**
 * A single checkbox with its label and an optional hint. A native `<input type="checkbox">` drawn
 * with our tokens: Space toggles it, it submits with its form, and react-hook-form's `register`
 * works as is. Controlled (`checked`) or uncontrolled (`defaultChecked`). Inside a {@link Field} the
 * Field's label is the question and its error describes the box.
 */
export function Checkbox({
  label,
  hint,
  className,
  onChange,
  onCheckedChange,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const hintId = `${generatedId}hint`;
  const control = useFieldControl({
    ...props,
    'aria-describedby': joinIds(props['aria-describedby'], hint !== undefined && hintId),
  });
  const id = control.id ?? `${generatedId}control`;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  };
  return (
    <div
      data-slot="checkbox"
      className={cn('flex min-w-0 items-start gap-3 wrap-break-word', className)}
    >
      <span className="relative flex size-6 shrink-0 items-center justify-center">
        <input
          type="checkbox"
          data-slot="checkbox-input"
          className={cn(
            'peer size-6 shrink-0 cursor-pointer appearance-none rounded-sm border-2 border-ink-muted bg-canvas',
            'checked:border-brand checked:bg-brand',
            'aria-[invalid=true]:border-status-danger-line',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
            'disabled:cursor-not-allowed disabled:opacity-50',
          )}
          {...props}
          {...control}
          id={id}
          onChange={handleChange}
        />
        <Check
          aria-hidden="true"
          strokeWidth={3}
          className="pointer-events-none absolute hidden size-4 text-on-brand peer-checked:block"
        />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <label htmlFor={id} data-slot="checkbox-label" className="cursor-pointer text-ink">
          {label}
        </label>
        {hint !== undefined && (
          <div id={hintId} data-slot="checkbox-hint" className="text-ink-muted">
            {hint}
          </div>
        )}
      </div>
    </div>
  );
}
