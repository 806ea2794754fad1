import {
  useCallback,
  useId,
  useMemo,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { FieldContext, type FieldContextValue } from './FieldContext';
import { joinIds } from './joinIds';

/** An error always comes with its visually hidden prefix ("Error:"), so it is never read bare. */
export type FieldErrorProps =
  | { readonly error?: undefined; readonly errorPrefix?: string }
  | {
      /** Translated error message; shown under the hint and linked to the control. */
      readonly error: ReactNode;
      /**
       * Translated word read before the error by screen readers only ("Error:"), the GOV.UK
       * pattern: the message is then never mistaken for a hint.
       */
      readonly errorPrefix: string;
    };

export type FieldProps = Omit<ComponentPropsWithRef<'div'>, 'children'> &
  FieldErrorProps & {
    /** Translated label; names the control. */
    readonly label: ReactNode;
    /** Translated hint under the label; describes the control. */
    readonly hint?: ReactNode;
    /** The control must be filled: spoken as `aria-required`, shown with `requiredMarker`. */
    readonly required?: boolean;
    /**
     * Translated words shown after the label of a required field ("(required)"). Hidden from
     * screen readers, which already hear "required" from `aria-required`.
     */
    readonly requiredMarker?: string;
    /** Translated words shown after the label of a field that is not required ("(optional)"). */
    readonly optionalMarker?: string;
    /** Id of the control; generated when absent. A control's own `id` is honoured too. */
    readonly controlId?: string;
    /** One control: TextInput, TextArea, Select, AmountInput, or any control using `useFieldControl`. */
    readonly children: ReactNode;
  };

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/**
 * A labelled form field: label (with an optional or required marker), hint, error message and one
 * control, in that order (GOV.UK). The control reads its `id`, `aria-describedby` (hint, then error),
 * `aria-invalid` and `aria-required` from the Field through `useFieldControl`, so any single control
 * can sit inside. While in error the field gets a danger bar at its inline start.
 */
export function Field({
  label,
  hint,
  error,
  errorPrefix,
  required = false,
  requiredMarker,
  optionalMarker,
  controlId: controlIdProp,
  className,
  children,
  ...props
}: FieldProps) {
  const generatedId = useId();
  const [claimedId, setClaimedId] = useState<string | undefined>();
  const controlId = controlIdProp ?? claimedId ?? `${generatedId}control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = hasContent(hint);
  const hasError = hasContent(error);
  const claimControlId = useCallback((id: string | undefined) => setClaimedId(id), []);

  const context = useMemo<FieldContextValue>(
    () => ({
      controlId,
      describedBy: joinIds(hasHint && hintId, hasError && errorId),
      invalid: hasError,
      required,
      claimControlId,
    }),
    [controlId, hasHint, hintId, hasError, errorId, required, claimControlId],
  );

  return (
    <div
      data-slot="field"
      data-invalid={hasError || undefined}
      className={cn(
        'flex min-w-0 flex-col gap-1.5 wrap-break-word',
        hasError && 'border-s-4 border-status-danger-line ps-3',
        className,
      )}
      {...props}
    >
      <label data-slot="field-label" htmlFor={controlId} className="font-semibold text-ink">
        {label}
        {/* A real space, not a margin: the marker is a separate word in the accessible name. */}
        {required && requiredMarker && (
          <>
            {' '}
            <span aria-hidden="true" className="font-normal text-ink-muted">
              {requiredMarker}
            </span>
          </>
        )}
        {!required && optionalMarker && (
          <>
            {' '}
            <span className="font-normal text-ink-muted">{optionalMarker}</span>
          </>
        )}
      </label>
      {hasHint && (
        <div id={hintId} data-slot="field-hint" className="text-ink-muted">
          {hint}
        </div>
      )}
      {hasError && (
        <p id={errorId} data-slot="field-error" className="font-semibold text-status-danger-text">
          <span className="sr-only">{errorPrefix}</span> {error}
        </p>
      )}
      <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
    </div>
  );
}
