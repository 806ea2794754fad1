import { createContext, useContext } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { PortalForm } from './usePortalForm';

/** What `<Form>` gives the connected fields inside it. */
export interface PortalFormContextValue {
  readonly form: PortalForm<FieldValues, unknown>;
  readonly errorPrefix: string;
  readonly optionalMarker: string | undefined;
  readonly requiredMarker: string | undefined;
}

export const PortalFormContext = createContext<PortalFormContextValue | null>(null);

/** The enclosing `<Form>`'s context. @throws {Error} outside a `<Form>`. */
export function usePortalFormContext(caller: string): PortalFormContextValue {
  const context = useContext(PortalFormContext);
  if (!context) throw new Error(`${caller} must be inside a <Form> from @portal/ui.`);
  return context;
}
