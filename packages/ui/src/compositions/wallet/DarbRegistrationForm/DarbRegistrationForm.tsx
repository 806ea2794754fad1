import { useId, useState, type ComponentPropsWithRef, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { Field } from '../../../components/Field';
import { fieldErrorOf } from '../fieldErrorOf';
import { RefusalAlert } from '../RefusalAlert';
import { RequiredTextField } from '../RequiredTextField';

/** What registration sends: a traffic file to add and the contact details to register with. */
export interface DarbRegistrationValues {
  readonly trafficFileNumber: string;
  readonly email: string;
  readonly mobile: string;
  readonly acceptTerms: true;
}

export interface DarbRegistrationFormLabels {
  readonly title: string;
  readonly intro: string;
  readonly trafficFile: string;
  readonly trafficFileHint: string;
  readonly email: string;
  readonly mobile: string;
  readonly mobileHint: string;
  /** The question of the terms box ("Terms and conditions"). */
  readonly terms: string;
  readonly acceptTerms: string;
  readonly submit: string;
  readonly submitting: string;
  readonly required: string;
  readonly errorSummary: string;
  readonly errorPrefix: string;
  readonly error: string;
  readonly trafficFileInvalid: string;
  readonly emailInvalid: string;
  readonly mobileInvalid: string;
  readonly termsRequired: string;
}

export interface DarbRegistrationFormProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'children' | 'onSubmit'
> {
  readonly labels: DarbRegistrationFormLabels;
  /** The contact details on file (registration/getUserDetails), to start from. */
  readonly defaultValues?: { readonly email?: string; readonly mobile?: string };
  /** A link to the Darb terms (the caller's router link), shown under the terms box. */
  readonly termsLink?: ReactNode;
  readonly onSubmit: (values: DarbRegistrationValues) => void;
  readonly submitting?: boolean;
  /** The server's refusal, already words. */
  readonly serverError?: string;
  /** Heading level of the title (default 2). */
  readonly headingLevel?: 2 | 3;
}

type FieldName = 'trafficFile' | 'email' | 'mobile' | 'terms';

// The shapes core's request schemas accept (registration/addTrafficFile, registration/registerUser),
// checked here first so the person hears which field to fix before anything is sent.
const TRAFFIC_FILE = /^\d{1,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UAE_MOBILE = /^(\+?9715|05)\d{8}$/;

/**
 * Darb registration (SCREENS.md S6.1, spec 000 §7 registration/*) for a person without a Darb
 * profile: the traffic file to add, e-mail and mobile (from the details on file), and the terms.
 * Problems are listed in an error summary that takes focus, and each field says its own.
 */
export function DarbRegistrationForm({
  labels,
  defaultValues = {},
  termsLink,
  onSubmit,
  submitting = false,
  serverError,
  headingLevel = 2,
  className,
  ...props
}: DarbRegistrationFormProps) {
  const [trafficFile, setTrafficFile] = useState('');
  const [email, setEmail] = useState(defaultValues.email ?? '');
  const [mobile, setMobile] = useState(defaultValues.mobile ?? '');
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const Heading = `h${headingLevel}` as const;
  const idPrefix = useId();
  const ids = {
    trafficFile: `${idPrefix}traffic-file`,
    email: `${idPrefix}email`,
    mobile: `${idPrefix}mobile`,
    terms: `${idPrefix}terms`,
  } satisfies Record<FieldName, string>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const mobileText = mobile.replace(/\s+/g, '');
    const next: Partial<Record<FieldName, string>> = {};
    if (!TRAFFIC_FILE.test(trafficFile.trim())) next.trafficFile = labels.trafficFileInvalid;
    if (!EMAIL.test(email.trim())) next.email = labels.emailInvalid;
    if (!UAE_MOBILE.test(mobileText)) next.mobile = labels.mobileInvalid;
    if (!accepted) next.terms = labels.termsRequired;
    setErrors(next);
    setAttempt((count) => count + 1);
    if (Object.keys(next).length > 0) return;
    onSubmit({
      trafficFileNumber: trafficFile.trim(),
      email: email.trim(),
      mobile: mobileText,
      acceptTerms: true,
    });
  };

  const summary = (Object.keys(ids) as FieldName[])
    .filter((name) => errors[name])
    .map((name) => ({ fieldId: ids[name], message: errors[name] }));

  return (
    <section
      data-slot="darb-registration-form"
      className={cn('flex max-w-prose flex-col gap-4', className)}
      {...props}
    >
      <Heading className="text-title font-bold">{labels.title}</Heading>
      <p className="text-body text-ink-muted">{labels.intro}</p>
      <ErrorSummary key={attempt} title={labels.errorSummary} errors={summary} focusOnMount />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <RequiredTextField
          label={labels.trafficFile}
          hint={labels.trafficFileHint}
          requiredMarker={labels.required}
          controlId={ids.trafficFile}
          error={errors.trafficFile}
          errorPrefix={labels.errorPrefix}
          name="trafficFileNumber"
          inputMode="numeric"
          autoComplete="off"
          value={trafficFile}
          onValueChange={setTrafficFile}
        />
        <RequiredTextField
          label={labels.email}
          requiredMarker={labels.required}
          controlId={ids.email}
          error={errors.email}
          errorPrefix={labels.errorPrefix}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
        />
        <RequiredTextField
          label={labels.mobile}
          hint={labels.mobileHint}
          requiredMarker={labels.required}
          controlId={ids.mobile}
          error={errors.mobile}
          errorPrefix={labels.errorPrefix}
          name="mobile"
          type="tel"
          autoComplete="tel"
          value={mobile}
          onValueChange={setMobile}
        />
        <Field
          label={labels.terms}
          controlId={ids.terms}
          {...fieldErrorOf(errors.terms, labels.errorPrefix)}
        >
          <Checkbox
            name="acceptTerms"
            label={labels.acceptTerms}
            checked={accepted}
            onCheckedChange={setAccepted}
          />
        </Field>
        {termsLink ? <div>{termsLink}</div> : null}
        <RefusalAlert refusal={serverError} toneLabel={labels.error} />
        <div>
          <Button type="submit" size="lg" loading={submitting} loadingLabel={labels.submitting}>
            {labels.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
