/**
 * The server's refusal of a form, already in words: on fields (each shown under its field and
 * linked from the error summary) or on the whole form (`message`, a summary line without a link).
 */
export interface FormRefusal<Field extends string> {
  readonly kind: 'refused';
  /** Each refused field's words (the server's check). */
  readonly fieldErrors?: Partial<Record<Field, string>>;
  /** A refusal of the whole form (a refused captcha, a signed-out session), in words. */
  readonly message?: string;
}

/**
 * What became of a form's submit, as the caller's handler answers it: `Done` (its own kind and what
 * the form shows after it: `{ kind: 'sent'; referenceNumber }`), refused (see {@link FormRefusal}),
 * or `failed` (the server could not be reached or answered wrongly; the form shows its error state
 * over what was typed). One shape for every form, so the app maps a call's outcome the same way
 * whichever form it serves.
 *
 * @example
 * type FeedbackSendOutcome = FormOutcome<FeedbackField, { kind: 'sent'; referenceNumber: string }>;
 */
export type FormOutcome<Field extends string, Done extends { readonly kind: string }> =
  Done | FormRefusal<Field> | { readonly kind: 'failed' };
