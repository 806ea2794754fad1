import { useEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FormProvider, useFormState, type FieldValues, type SubmitHandler } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { ErrorSummary } from '../ErrorSummary';
import { collectFormErrors } from './collectFormErrors';
import { PortalFormContext, type PortalFormContextValue } from './PortalFormContext';
import type { PortalForm } from './usePortalForm';

export interface FormProps<TInput extends FieldValues, TOutput> extends Omit<
  ComponentPropsWithRef<'form'>,
  'onSubmit' | 'onInvalid' | 'children'
> {
  /** The form from `usePortalForm`. */
  readonly form: PortalForm<TInput, TOutput>;
  /** Called with the schema's parsed values when every field is valid. */
  readonly onSubmit: SubmitHandler<TOutput>;
  /** Translated title of the error summary ("There is a problem"). */
  readonly errorSummaryTitle: ReactNode;
  /** Translated visually hidden word before each field's error ("Error:"). */
  readonly errorPrefix: string;
  /** Translated marker after the label of fields that are not `required` ("(optional)"). */
  readonly optionalMarker?: string;
  /** Translated marker after the label of `required` fields; hidden from screen readers. */
  readonly requiredMarker?: string;
  readonly children: ReactNode;
}

/**
 * A portal form: a `<form noValidate>` wired to `usePortalForm`, with the GOV.UK error summary at
 * its top. On a failed submit every typed value stays, the summary lists each field's translated
 * error as a link to the field, and focus moves to the summary; each field shows its own error.
 * Server refusals (`form.setServerError`) show the same way. Fields inside connect by name:
 * `<FormTextField name="accountNumber" label={…} />` or `<FormField name=…>{(control) => …}</FormField>`.
 */
export function Form<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  errorSummaryTitle,
  errorPrefix,
  optionalMarker,
  requiredMarker,
  className,
  children,
  ...props
}: FormProps<TInput, TOutput>) {
  const { errors } = useFormState({ control: form.control });
  const items = collectFormErrors(errors, form.fieldIdOf, form.messageOf);
  const showsSummary = items.length > 0;

  // Focus goes to the summary once it is on the page: the request and the errors may arrive in
  // separate renders, so a request waits until the summary shows.
  const summary = useRef<HTMLDivElement>(null);
  const handledRequest = useRef(0);
  useEffect(() => {
    if (!showsSummary || form.summaryFocusRequest === handledRequest.current) return;
    handledRequest.current = form.summaryFocusRequest;
    summary.current?.focus();
  }, [showsSummary, form.summaryFocusRequest]);

  const context: PortalFormContextValue = {
    form: form as unknown as PortalForm<FieldValues, unknown>,
    errorPrefix,
    optionalMarker,
    requiredMarker,
  };
  return (
    <FormProvider {...form}>
      <PortalFormContext.Provider value={context}>
        <form
          noValidate
          data-slot="form"
          className={cn('flex min-w-0 flex-col gap-6', className)}
          onSubmit={form.handleSubmit(onSubmit, form.focusErrorSummary)}
          {...props}
        >
          <ErrorSummary
            ref={summary}
            title={errorSummaryTitle}
            errors={items}
            focusOnMount={false}
          />
          {children}
        </form>
      </PortalFormContext.Provider>
    </FormProvider>
  );
}
