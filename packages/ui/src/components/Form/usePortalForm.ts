import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useMemo, useState } from 'react';
import {
  useForm,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * A zod (or zod/mini) object schema, seen only through the types it reads and produces, so
 * @portal/ui needs no zod of its own: `z.object({ accountNumber: accountNumberSchema('addc') })`.
 */
export interface FormSchema<TInput extends FieldValues, TOutput> {
  readonly _zod: { readonly input: TInput; readonly output: TOutput };
}

/** Translates a message key of core's rules (`form.error.required`) into the page's language. */
export type TranslateMessage = (messageKey: string) => string;

/** The error `type` of a refusal from the server: its message is already words, not a key. */
export const SERVER_ERROR_TYPE = 'server';

export interface UsePortalFormOptions<TInput extends FieldValues, TOutput> extends Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'resolver'
> {
  /** The form's schema; its issue messages are core's message keys. */
  readonly schema: FormSchema<TInput, TOutput>;
  /** Turns a message key into words (the caller's translator, e.g. `i18n.t`). */
  readonly translate: TranslateMessage;
  /** Prefix of the controls' ids (`<prefix>-<field name>`); generated when absent. */
  readonly idPrefix?: string;
}

/** react-hook-form's form, plus what the portal's forms add. Pass it to `<Form form={…}>`. */
export interface PortalForm<TInput extends FieldValues, TOutput> extends UseFormReturn<
  TInput,
  unknown,
  TOutput
> {
  readonly translate: TranslateMessage;
  /** The id of a field's control; the error summary links to it. */
  readonly fieldIdOf: (name: string) => string;
  /** The words of an error: a server refusal as given, a rule's message key translated. */
  readonly messageOf: (error: FieldError | undefined) => string | undefined;
  /**
   * Shows a refusal from the server, already in words: on a field (its error and a summary link)
   * or on the whole form (`'root'`, a summary line without a link). Focus moves to the summary.
   * Cleared by the next submit.
   */
  readonly setServerError: (field: Path<TInput> | 'root', message: string) => void;
  /** Moves focus to the error summary once it shows. */
  readonly focusErrorSummary: () => void;
  /** Grows each time focus is asked for the summary; read by `<Form>`. */
  readonly summaryFocusRequest: number;
}

/**
 * react-hook-form's `useForm` set up the portal's way: zod schema through `zodResolver`, errors
 * checked on submit and again only on the next submit (the GOV.UK rhythm: the summary and the
 * field messages do not change under the person while they type), no focus jump to the first
 * field (`<Form>` moves focus to the error summary instead), and every typed value kept after a
 * failed submit. Any `useForm` option may still be passed.
 *
 * @example
 * const form = usePortalForm({
 *   schema: z.object({ accountNumber: accountNumberSchema('addc'), nickname: nicknameSchema() }),
 *   defaultValues: { accountNumber: '', nickname: '' },
 *   translate: i18n.t,
 * });
 */
export function usePortalForm<TInput extends FieldValues, TOutput>({
  schema,
  translate,
  idPrefix,
  ...options
}: UsePortalFormOptions<TInput, TOutput>): PortalForm<TInput, TOutput> {
  const generatedPrefix = useId().replace(/[^\w-]/g, '');
  const prefix = idPrefix ?? `form-${generatedPrefix}`;
  // zodResolver's types want zod's own; our structural schema type is what it reads at run time.
  const resolver = useMemo(
    () => zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>,
    [schema],
  );
  const methods = useForm<TInput, unknown, TOutput>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    ...options,
    resolver,
  });
  const [summaryFocusRequest, setSummaryFocusRequest] = useState(0);
  const focusErrorSummary = useCallback(() => setSummaryFocusRequest((count) => count + 1), []);

  const fieldIdOf = useCallback(
    (name: string) => `${prefix}-${name.replace(/[^\w-]/g, '-')}`,
    [prefix],
  );
  const messageOf = useCallback(
    (error: FieldError | undefined) => {
      if (!error?.message) return undefined;
      return error.type === SERVER_ERROR_TYPE ? error.message : translate(error.message);
    },
    [translate],
  );
  const { setError } = methods;
  const setServerError = useCallback(
    (field: Path<TInput> | 'root', message: string) => {
      setError(
        field === 'root' ? 'root.server' : field,
        { type: SERVER_ERROR_TYPE, message },
        { shouldFocus: false },
      );
      focusErrorSummary();
    },
    [setError, focusErrorSummary],
  );

  // A fresh object each render: react-hook-form updates `formState` on its own object in place.
  return {
    ...methods,
    translate,
    fieldIdOf,
    messageOf,
    setServerError,
    focusErrorSummary,
    summaryFocusRequest,
  };
}
