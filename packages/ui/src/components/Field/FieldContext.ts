import { createContext } from 'react';

/** What a {@link Field} tells the single control inside it. */
export interface FieldContextValue {
  /** The id the Field's `<label htmlFor>` points at. */
  readonly controlId: string;
  /** Ids of the hint and the error message, in reading order; `undefined` when neither shows. */
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
  readonly required: boolean;
  /**
   * A control that was given its own `id` claims it, so the label follows the caller's id instead
   * of silently replacing it.
   */
  readonly claimControlId: (id: string | undefined) => void;
}

/** Present only inside a {@link Field}; controls work without it too. */
export const FieldContext = createContext<FieldContextValue | null>(null);
