import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  feedbackFormSchema,
  type FeedbackField,
  type FeedbackTopic,
} from '@portal/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import {
  CaptchaField,
  type CaptchaControls,
  type CaptchaProvider,
} from '../../../components/Captcha';
import {
  Form,
  FormField,
  usePortalForm,
  type FormOutcome,
  type TranslateMessage,
} from '../../../components/Form';
import { Select } from '../../../components/Select';
import { TextArea } from '../../../components/TextArea';
import { TextInput } from '../../../components/TextInput';
import { cn } from '../../../lib/cn';

/** What the form hands over when core's rules pass (trimmed texts). */
export interface FeedbackFormValues {
  readonly name: string;
  readonly email: string;
  readonly topic: FeedbackTopic;
  readonly message: string;
  /** The captcha provider's token; the server verifies it once. */
  readonly captchaToken: string;
}

/** Words of the form, translated by the caller. */
export interface FeedbackFormLabels {
  readonly heading: ReactNode;
  readonly intro?: ReactNode;
  readonly name: ReactNode;
  readonly email: ReactNode;
  readonly emailHint?: ReactNode;
  readonly topic: ReactNode;
  /** The select's first, empty option ("Choose a topic"). */
  readonly topicPlaceholder: string;
  /** Each topic's words, in the order shown. */
  readonly topics: readonly { readonly value: FeedbackTopic; readonly label: string }[];
  readonly message: ReactNode;
  /** "120 of 2000 characters". */
  readonly messageCount: (count: { length: number; limit: number }) => string;
  /** Name of the captcha group ("Security check"). */
  readonly captcha: string;
  readonly submit: string;
  readonly submitting: string;
  readonly errorSummaryTitle: ReactNode;
  readonly errorPrefix: string;
  readonly sentHeading: ReactNode;
  /** "Your reference number is FB-000001." */
  readonly sentReference: (reference: string) => ReactNode;
  readonly sendAnother: string;
  readonly errorHeading: ReactNode;
  readonly errorBody: ReactNode;
}

/** What became of a send: sent with a reference, refused (fields or captcha), or it failed. */
export type FeedbackSendOutcome = FormOutcome<
  FeedbackField,
  { readonly kind: 'sent'; readonly referenceNumber: string }
>;

export interface FeedbackFormProps {
  readonly labels: FeedbackFormLabels;
  /** Turns core's message keys (`form.error.email`, …) into words. */
  readonly translate: TranslateMessage;
  /** The captcha vendor: the sandbox's provider, or the deployment's adapter. */
  readonly captcha: CaptchaProvider;
  /**
   * Sends the feedback (the app's `sendFeedback` through a mutation). A refusal goes to the error
   * summary, which takes focus; a failure shows the error state over the form; either way what was
   * typed stays, and the captcha is reset (the server has spent its token or may have).
   */
  readonly onSend: (values: FeedbackFormValues) => Promise<FeedbackSendOutcome>;
  /** The way home shown with the sent state (a link drawn by the app's router). */
  readonly homeAction?: ReactNode;
  readonly className?: string;
}

type FeedbackInput = {
  name: string;
  email: string;
  topic: string;
  message: string;
  captchaToken: string;
};

const EMPTY: FeedbackInput = { name: '', email: '', topic: '', message: '', captchaToken: '' };

/**
 * The "Talk to us" feedback form (SCREENS.md S7.5): name, e-mail, topic, message (with a character
 * count) and a captcha, checked with core's rules (`feedbackFormSchema`) on submit. Problems, and
 * the server's refusal, go to the error summary, which takes focus; what was typed stays. The submit
 * button is busy while sending. Once sent: the reference, a way home and a way to send another.
 * A failure (the server could not be reached) shows an error message above the kept form.
 */
export function FeedbackForm(props: FeedbackFormProps) {
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState<string | undefined>(undefined);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent !== undefined) sentHeading.current?.focus();
  }, [sent]);
  if (sent !== undefined) {
    return (
      <section
        data-slot="feedback-sent"
        aria-labelledby="feedback-sent-heading"
        className={cn('flex flex-col gap-4', props.className)}
      >
        <Alert tone="success" title={props.labels.sentHeading} announce>
          <h2 id="feedback-sent-heading" ref={sentHeading} tabIndex={-1} className="sr-only">
            {props.labels.sentHeading}
          </h2>
          <p>{props.labels.sentReference(sent)}</p>
        </Alert>
        <div className="flex flex-wrap gap-3">
          {props.homeAction}
          <Button
            variant="secondary"
            onClick={() => {
              setSent(undefined);
              setRound(round + 1);
            }}
          >
            {props.labels.sendAnother}
          </Button>
        </div>
      </section>
    );
  }
  return <FeedbackFormRound key={round} {...props} onSent={setSent} />;
}

function FeedbackFormRound({
  labels,
  translate,
  captcha,
  onSend,
  className,
  onSent,
}: FeedbackFormProps & { readonly onSent: (reference: string) => void }) {
  const [schema] = useState(feedbackFormSchema);
  const form = usePortalForm({ schema, defaultValues: EMPTY, translate });
  const captchaField = useRef<CaptchaControls>(null);
  const [failed, setFailed] = useState(false);
  const failedAlert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failed) failedAlert.current?.focus();
  }, [failed]);

  return (
    <section
      data-slot="feedback-form"
      aria-labelledby="feedback-form-heading"
      className={cn('flex flex-col gap-4', className)}
    >
      <h2 id="feedback-form-heading" className="text-xl font-bold text-ink">
        {labels.heading}
      </h2>
      {labels.intro ? <p className="text-ink-muted">{labels.intro}</p> : null}
      {failed ? (
        <div ref={failedAlert} tabIndex={-1} className="outline-none">
          <Alert tone="error" title={labels.errorHeading} announce>
            {labels.errorBody}
          </Alert>
        </div>
      ) : null}
      <Form
        form={form}
        onSubmit={async (values) => {
          setFailed(false);
          const outcome = await onSend({
            name: values.name,
            email: values.email,
            topic: values.topic as FeedbackTopic,
            message: values.message,
            captchaToken: values.captchaToken,
          });
          if (outcome.kind === 'sent') {
            onSent(outcome.referenceNumber);
            return;
          }
          captchaField.current?.reset();
          if (outcome.kind === 'failed') {
            setFailed(true);
            return;
          }
          const fieldErrors = Object.entries(outcome.fieldErrors ?? {}) as [
            FeedbackField,
            string,
          ][];
          for (const [field, message] of fieldErrors) form.setServerError(field, message);
          if (outcome.message) form.setServerError('root', outcome.message);
        }}
        errorSummaryTitle={labels.errorSummaryTitle}
        errorPrefix={labels.errorPrefix}
        className="gap-5"
      >
        <FormField<FeedbackInput> name="name" label={labels.name} required>
          {(control) => <TextInput {...control} autoComplete="name" dir="auto" />}
        </FormField>
        <FormField<FeedbackInput>
          name="email"
          label={labels.email}
          hint={labels.emailHint}
          required
        >
          {(control) => (
            <TextInput
              {...control}
              type="email"
              autoComplete="email"
              dir="ltr"
              spellCheck={false}
            />
          )}
        </FormField>
        <FormField<FeedbackInput> name="topic" label={labels.topic} required>
          {(control) => (
            <Select {...control} placeholder={labels.topicPlaceholder}>
              {labels.topics.map((topic) => (
                <option key={topic.value} value={topic.value}>
                  {topic.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField<FeedbackInput> name="message" label={labels.message} required>
          {(control) => (
            <TextArea
              {...control}
              rows={6}
              dir="auto"
              characterLimit={FEEDBACK_MESSAGE_MAX_LENGTH}
              characterCountText={({ length, limit }) => labels.messageCount({ length, limit })}
            />
          )}
        </FormField>
        <CaptchaField<FeedbackInput>
          name="captchaToken"
          provider={captcha}
          label={labels.captcha}
          controlRef={captchaField}
        />
        <div>
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            loadingLabel={labels.submitting}
          >
            {labels.submit}
          </Button>
        </div>
      </Form>
    </section>
  );
}
