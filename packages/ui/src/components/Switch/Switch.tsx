import { Switch as RadixSwitch } from 'radix-ui';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { joinIds } from '../Field/joinIds';
import { useFieldControl } from '../Field/useFieldControl';

/** Translated words shown beside the switch for its two states ("On" / "Off"). */
export interface SwitchStateText {
  readonly on: string;
  readonly off: string;
}

export interface SwitchProps extends ComponentPropsWithRef<typeof RadixSwitch.Root> {
  /** Translated label; names the switch. Clicking it toggles the switch. */
  readonly label: ReactNode;
  /** Translated hint under the label; describes the switch. */
  readonly hint?: ReactNode;
  /**
   * Words for the state, shown beside the track so the state is not told by position and colour
   * alone. Hidden from screen readers, which hear the state from `role="switch"` (`aria-checked`).
   */
  readonly stateText?: SwitchStateText;
}

/**
 * An on/off setting that takes effect at once (Radix Switch: a `button` with `role="switch"`; Space
 * and Enter toggle it). Controlled (`checked` + `onCheckedChange`) or uncontrolled
 * (`defaultChecked`). The thumb sits at the inline start when off and the inline end when on, so it
 * mirrors in Arabic. For a choice submitted with a form, prefer a {@link Checkbox}.
 */
export function Switch({ label, hint, stateText, className, ...props }: SwitchProps) {
  const generatedId = useId();
  const hintId = `${generatedId}hint`;
  const control = useFieldControl({
    ...props,
    'aria-describedby': joinIds(props['aria-describedby'], hint !== undefined && hintId),
  });
  const id = control.id ?? `${generatedId}control`;
  return (
    <div
      data-slot="switch"
      className={cn('flex min-w-0 items-start justify-between gap-4 wrap-break-word', className)}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <label htmlFor={id} data-slot="switch-label" className="cursor-pointer text-ink">
          {label}
        </label>
        {hint !== undefined && (
          <div id={hintId} data-slot="switch-hint" className="text-ink-muted">
            {hint}
          </div>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <RadixSwitch.Root
          data-slot="switch-track"
          className={cn(
            // Flex alignment follows the writing direction: the thumb mirrors without `rtl:`.
            'peer inline-flex h-7 w-12 shrink-0 cursor-pointer items-center justify-start rounded-pill',
            'border-2 border-ink-muted bg-canvas p-0.5',
            'data-[state=checked]:justify-end data-[state=checked]:border-brand data-[state=checked]:bg-brand',
            'aria-[invalid=true]:border-status-danger-line',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
            'disabled:cursor-not-allowed disabled:opacity-50',
          )}
          {...props}
          {...control}
          id={id}
        >
          <RadixSwitch.Thumb
            data-slot="switch-thumb"
            className="block size-5 rounded-pill bg-ink-muted data-[state=checked]:bg-on-brand"
          />
        </RadixSwitch.Root>
        {stateText && (
          <>
            <span
              aria-hidden="true"
              data-slot="switch-state"
              className="hidden text-ink peer-data-[state=checked]:inline"
            >
              {stateText.on}
            </span>
            <span
              aria-hidden="true"
              data-slot="switch-state"
              className="text-ink peer-data-[state=checked]:hidden"
            >
              {stateText.off}
            </span>
          </>
        )}
      </div>
    </div>
  );
}
