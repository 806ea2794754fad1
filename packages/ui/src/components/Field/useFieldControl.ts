import { useContext, useLayoutEffect, type AriaAttributes } from 'react';
import { FieldContext } from './FieldContext';
import { joinIds } from './joinIds';

/** The wiring a control takes from the {@link Field} around it, merged with its own props. */
export interface FieldControlProps {
  readonly id: string | undefined;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': AriaAttributes['aria-invalid'];
  readonly 'aria-required': AriaAttributes['aria-required'];
}

/** The props of a control that {@link useFieldControl} merges with the Field's. */
export interface FieldControlOwnProps {
  readonly id?: string | undefined;
  readonly 'aria-describedby'?: string | undefined;
  readonly 'aria-invalid'?: AriaAttributes['aria-invalid'];
  readonly 'aria-required'?: AriaAttributes['aria-required'];
}

/**
 * Connects any single control to the {@link Field} it sits in: spread the result onto the focusable
 * element. It gives the label's target `id`, `aria-describedby` (the Field's hint and error, then the
 * control's own descriptions), `aria-invalid` while the Field shows an error and `aria-required` for
 * a required Field. Outside a Field it returns the control's own props unchanged.
 *
 * Required is spoken through `aria-required`, not the `required` attribute, so the browser never
 * shows its own validation bubble (in its own language and style) in place of ours.
 *
 * @example
 * function PhoneInput(props: ComponentPropsWithRef<'input'>) {
 *   return <input type="tel" {...props} {...useFieldControl(props)} />;
 * }
 */
export function useFieldControl(own: FieldControlOwnProps = {}): FieldControlProps {
  const field = useContext(FieldContext);
  const claimControlId = field?.claimControlId;
  const ownId = own.id;
  useLayoutEffect(() => {
    if (!claimControlId) return;
    claimControlId(ownId);
    return () => claimControlId(undefined);
  }, [claimControlId, ownId]);
  return {
    id: ownId ?? field?.controlId,
    'aria-describedby': joinIds(field?.describedBy, own['aria-describedby']),
    'aria-invalid': own['aria-invalid'] ?? (field?.invalid ? true : undefined),
    'aria-required': own['aria-required'] ?? (field?.required ? true : undefined),
  };
}
