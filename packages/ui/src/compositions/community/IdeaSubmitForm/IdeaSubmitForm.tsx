import {
  IDEA_DESCRIPTION_MAX_LENGTH,
  IDEA_DRAFT_FIELDS,
  IDEA_TITLE_MAX_LENGTH,
  ideaFormSchema,
  validateIdeaDraft,
  type IdeaDraftField,
  type IdeaDraftValues,
  type IdeaField,
  type IdeaValues,
} from '@portal/core';
import { Paperclip, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { useFieldControl } from '../../../components/Field/useFieldControl';
import {
  Form,
  FormField,
  usePortalForm,
  type FormOutcome,
  type TranslateMessage,
} from '../../../components/Form';
import { LiveRegion } from '../../../components/LiveRegion';
import { Select } from '../../../components/Select';
import { Skeleton } from '../../../components/Skeleton';
import { TextArea } from '../../../components/TextArea';
import { cn } from '../../../lib/cn';

/** Words of the form, translated by the caller (`ideaSubmitFormLabelsOf`). */
export interface IdeaSubmitFormLabels {
  readonly heading: ReactNode;
  readonly intro?: ReactNode;
  readonly title: ReactNode;
  readonly titleHint?: ReactNode;
  /** "12 of 120 characters". */
  readonly titleCount: (count: { length: number; limit: number }) => string;
  readonly description: ReactNode;
  readonly descriptionHint?: ReactNode;
  readonly descriptionCount: (count: { length: number; limit: number }) => string;
  readonly topic: ReactNode;
  /** The select's first, empty option ("Choose a topic"). */
  readonly topicPlaceholder: string;
  readonly attachment: ReactNode;
  readonly attachmentHint?: ReactNode;
  /** Spoken while the chosen file is being sent ("Attaching the file…"). */
  readonly attachmentUploading: string;
  /** "Attached: plan.pdf". */
  readonly attachmentAttached: (name: string) => string;
  /** The button that takes the attached file off ("Remove the attachment"). */
  readonly removeAttachment: string;
  /** The consent question's label ("Sharing"). */
  readonly consentLabel: ReactNode;
  /** The box's own words ("I agree that my idea … are shown to everyone"). */
  readonly consent: ReactNode;
  readonly submit: string;
  readonly submitting: string;
  readonly saveDraft: string;
  readonly savingDraft: string;
  readonly errorSummaryTitle: ReactNode;
  readonly errorPrefix: string;
  readonly sentHeading: ReactNode;
  readonly sentBody: ReactNode;
  readonly sendAnother: string;
  readonly errorHeading: ReactNode;
  readonly errorBody: ReactNode;
  /** A draft save that failed (not refused): what was typed is kept. */
  readonly draftFailed: ReactNode;
  /** No topic to file an idea under. */
  readonly empty: ReactNode;
  readonly loading: string;
  readonly retry: string;
  readonly retrying: string;
}

/** A topic to file the idea under, in the page's language. */
export interface IdeaTopicOption {
  readonly value: string;
  readonly label: string;
}

/** A file already attached (a resumed draft's, or one just uploaded). */
export interface IdeaAttachment {
  readonly fileId: string;
  readonly name: string;
}

/** What the form starts from: a resumed draft's fields. */
export interface IdeaSubmitFormInitial {
  readonly title?: string;
  readonly description?: string;
  readonly topicId?: string;
  readonly attachment?: IdeaAttachment;
}

/** What became of a send: sent, refused (fields or the whole form, in words), or failed. */
export type IdeaSendOutcome = FormOutcome<IdeaField, { readonly kind: 'sent' }>;

/** What became of a draft save: saved (with the words saying so), refused, or failed. */
export type IdeaDraftSaveOutcome = FormOutcome<
  IdeaDraftField,
  { readonly kind: 'saved'; readonly message: string }
>;

/** What became of an attached file: its id once stored, or the reason it was not, in words. */
export type IdeaAttachOutcome =
  | { readonly kind: 'attached'; readonly attachment: IdeaAttachment }
  | { readonly kind: 'refused'; readonly message: string };

/** What the form is drawn from once read. */
export interface IdeaSubmitFormData {
  /** The topics (core's `getIdeaTopics`, named in the page's language). */
  readonly topics: readonly IdeaTopicOption[];
  /** A resumed draft: the fields start with its values. */
  readonly initial?: IdeaSubmitFormInitial;
  /** A line above the form (the draft being continued and when it was saved). */
  readonly notice?: ReactNode;
  /** Under the consent box: the public name the idea will be shown with. */
  readonly consentHint?: ReactNode;
}

export interface IdeaSubmitFormProps {
  readonly labels: IdeaSubmitFormLabels;
  /**
   * What the form needs before it shows: the topics and, when a draft is continued, its values.
   * Loading draws the fields' shapes; an error its message and a retry; ready with no topic is the
   * empty state (nothing to file an idea under).
   */
  readonly state: DataState<IdeaSubmitFormData>;
  /** Turns core's message keys (`form.error.ideaTitleRequired`, …) into words. */
  readonly translate: TranslateMessage;
  /**
   * Sends the idea, checked by core's `validateIdea` first (the app's `submitIdea` through a
   * mutation). A refusal goes to the error summary, which takes focus; a failure shows the error
   * state above the form; either way what was typed stays.
   */
  readonly onSend: (values: IdeaValues) => Promise<IdeaSendOutcome>;
  /**
   * Saves what was typed as a draft, checked by core's `validateIdeaDraft` first (a draft may be
   * unfinished, not empty). Omitted: no "Save as draft" button.
   */
  readonly onSaveDraft?: (values: IdeaDraftValues) => Promise<IdeaDraftSaveOutcome>;
  /** Stores a chosen file (core's `uploadFile`, with its CSRF token). Omitted: no attachment field. */
  readonly onAttach?: (file: File) => Promise<IdeaAttachOutcome>;
  /** Shown with the sent state: the way to My ideas (a link drawn by the app's router). */
  readonly sentAction?: ReactNode;
  /** The empty state's next step (no topic to choose). */
  readonly emptyAction?: ReactNode;
  readonly className?: string;
}

type IdeaInput = {
  title: string;
  description: string;
  topicId: string;
  attachmentFileId: string;
  consent: boolean;
};

/**
 * The "Share an idea" form (SCREENS.md S10.3): title and description (each with a character count),
 * topic, an optional attachment sent first through the upload call, and consent to show the idea to
 * the community, checked with core's rules (`ideaFormSchema`, the same as `validateIdea`) on send.
 * "Save as draft" checks with `validateIdeaDraft` instead (unfinished is fine, empty is not).
 * Problems, and the server's refusal, go to the error summary, which takes focus; what was typed
 * stays. Once sent: a success message with the way to My ideas, and a way to share another.
 */
export function IdeaSubmitForm({ state, emptyAction, className, ...props }: IdeaSubmitFormProps) {
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);
  const { labels } = props;
  return (
    <section
      data-slot="idea-submit-form"
      aria-labelledby={headingId}
      className={cn('flex min-w-0 flex-col gap-4', className)}
    >
      <h1 id={headingId} className="text-display font-bold break-words text-ink">
        {labels.heading}
      </h1>
      {sent ? (
        <div data-slot="idea-sent" className="flex min-w-0 flex-col gap-4">
          <Alert tone="success" title={labels.sentHeading} announce>
            <h2 ref={sentHeading} tabIndex={-1} className="sr-only">
              {labels.sentHeading}
            </h2>
            <p>{labels.sentBody}</p>
          </Alert>
          <div className="flex flex-wrap gap-3">
            {props.sentAction}
            <Button
              className="max-w-full"
              variant="secondary"
              onClick={() => {
                setSent(false);
                setRound(round + 1);
              }}
            >
              {labels.sendAnother}
            </Button>
          </div>
        </div>
      ) : (
        <>
          {labels.intro ? <p className="text-ink-muted">{labels.intro}</p> : null}
          <DataStateView
            state={state}
            labels={{ loading: labels.loading, retry: labels.retry, retrying: labels.retrying }}
            skeleton={[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} shape="block" className={row === 1 ? 'h-40' : 'h-14'} />
            ))}
            loadingClassName="flex flex-col gap-4"
            isEmpty={(data) => data.topics.length === 0}
            empty={{ message: labels.empty, action: emptyAction }}
          >
            {(data) => (
              // A new round starts empty: the draft it may have come from is gone once sent.
              <IdeaSubmitFormRound
                key={round}
                {...props}
                topics={data.topics}
                initial={round === 0 ? data.initial : undefined}
                notice={round === 0 ? data.notice : undefined}
                consentHint={data.consentHint}
                onSent={() => setSent(true)}
              />
            )}
          </DataStateView>
        </>
      )}
    </section>
  );
}

type IdeaSubmitFormRoundProps = Omit<IdeaSubmitFormProps, 'state' | 'emptyAction' | 'className'> &
  Omit<IdeaSubmitFormData, 'notice'> & {
    readonly notice: ReactNode;
    readonly onSent: () => void;
  };

function IdeaSubmitFormRound({
  labels,
  topics,
  translate,
  initial,
  notice,
  consentHint,
  onSend,
  onSaveDraft,
  onAttach,
  onSent,
}: IdeaSubmitFormRoundProps) {
  const [schema] = useState(ideaFormSchema);
  const form = usePortalForm({
    schema,
    translate,
    defaultValues: {
      title: initial?.title ?? '',
      description: initial?.description ?? '',
      topicId: initial?.topicId ?? '',
      attachmentFileId: initial?.attachment?.fileId ?? '',
      consent: false,
    } satisfies IdeaInput,
  });
  const [attachment, setAttachment] = useState<IdeaAttachment | undefined>(initial?.attachment);
  const [failure, setFailure] = useState<ReactNode>();
  const [savedMessage, setSavedMessage] = useState('');
  const [savingDraft, setSavingDraft] = useState(false);
  const failureAlert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) failureAlert.current?.focus();
  }, [failure]);

  const applyRefusal = (outcome: {
    readonly fieldErrors?: Partial<Record<string, string>>;
    readonly message?: string;
  }) => {
    for (const [field, message] of Object.entries(outcome.fieldErrors ?? {})) {
      if (message) form.setServerError(field as keyof IdeaInput, message);
    }
    if (outcome.message) form.setServerError('root', outcome.message);
  };

  const saveDraft = async () => {
    if (!onSaveDraft) return;
    setFailure(undefined);
    setSavedMessage('');
    form.clearErrors();
    const checked = validateIdeaDraft(form.getValues());
    if (!checked.ok) {
      for (const field of IDEA_DRAFT_FIELDS) {
        const key = checked.fieldErrors[field];
        if (key) form.setServerError(field, translate(key));
      }
      return;
    }
    setSavingDraft(true);
    try {
      const outcome = await onSaveDraft(checked.value);
      if (outcome.kind === 'saved') setSavedMessage(outcome.message);
      else if (outcome.kind === 'failed') setFailure(labels.draftFailed);
      else applyRefusal(outcome);
    } finally {
      setSavingDraft(false);
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {failure ? (
        <div ref={failureAlert} tabIndex={-1} className="outline-none">
          <Alert tone="error" title={labels.errorHeading} announce>
            {failure}
          </Alert>
        </div>
      ) : null}
      {savedMessage ? (
        <Alert tone="success" announce>
          {savedMessage}
        </Alert>
      ) : null}
      <Form
        form={form}
        onSubmit={async (values) => {
          setFailure(undefined);
          setSavedMessage('');
          const outcome = await onSend(values as IdeaValues);
          if (outcome.kind === 'sent') onSent();
          else if (outcome.kind === 'failed') setFailure(labels.errorBody);
          else applyRefusal(outcome);
        }}
        errorSummaryTitle={labels.errorSummaryTitle}
        errorPrefix={labels.errorPrefix}
        className="gap-5"
      >
        <FormField<IdeaInput> name="title" label={labels.title} hint={labels.titleHint} required>
          {(control) => (
            <TextArea
              {...control}
              rows={2}
              dir="auto"
              characterLimit={IDEA_TITLE_MAX_LENGTH}
              characterCountText={({ length, limit }) => labels.titleCount({ length, limit })}
            />
          )}
        </FormField>
        <FormField<IdeaInput>
          name="description"
          label={labels.description}
          hint={labels.descriptionHint}
          required
        >
          {(control) => (
            <TextArea
              {...control}
              rows={8}
              dir="auto"
              characterLimit={IDEA_DESCRIPTION_MAX_LENGTH}
              characterCountText={({ length, limit }) => labels.descriptionCount({ length, limit })}
            />
          )}
        </FormField>
        <FormField<IdeaInput> name="topicId" label={labels.topic} required>
          {(control) => (
            <Select {...control} placeholder={labels.topicPlaceholder}>
              {topics.map((topic) => (
                <option key={topic.value} value={topic.value}>
                  {topic.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {onAttach ? (
          <FormField<IdeaInput>
            name="attachmentFileId"
            label={labels.attachment}
            hint={labels.attachmentHint}
          >
            {() => (
              <AttachmentControl
                attachment={attachment}
                labels={labels}
                onAttach={async (file) => {
                  form.clearErrors('attachmentFileId');
                  const outcome = await onAttach(file);
                  if (outcome.kind === 'attached') {
                    setAttachment(outcome.attachment);
                    form.setValue('attachmentFileId', outcome.attachment.fileId);
                  } else {
                    setAttachment(undefined);
                    form.setValue('attachmentFileId', '');
                    form.setServerError('attachmentFileId', outcome.message);
                  }
                }}
                onRemove={() => {
                  setAttachment(undefined);
                  form.setValue('attachmentFileId', '');
                }}
              />
            )}
          </FormField>
        ) : null}
        <FormField<IdeaInput> name="consent" label={labels.consentLabel} required>
          {(control) => <Checkbox {...control} label={labels.consent} hint={consentHint} />}
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button
            className="max-w-full"
            type="submit"
            loading={form.formState.isSubmitting}
            loadingLabel={labels.submitting}
          >
            {labels.submit}
          </Button>
          {onSaveDraft ? (
            <Button
              className="max-w-full"
              type="button"
              variant="secondary"
              loading={savingDraft}
              loadingLabel={labels.savingDraft}
              onClick={() => void saveDraft()}
            >
              {labels.saveDraft}
            </Button>
          ) : null}
        </div>
      </Form>
    </div>
  );
}

/**
 * The file input, or the attached file's name with a button to take it off. The input is the
 * Field's control (its label, hint and error describe it); the chosen file is sent at once, and
 * while it travels the words say so.
 */
function AttachmentControl({
  attachment,
  labels,
  onAttach,
  onRemove,
}: {
  readonly attachment: IdeaAttachment | undefined;
  readonly labels: IdeaSubmitFormLabels;
  readonly onAttach: (file: File) => Promise<void>;
  readonly onRemove: () => void;
}) {
  const control = useFieldControl();
  const [uploading, setUploading] = useState(false);
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploading(true);
    try {
      await onAttach(file);
    } finally {
      setUploading(false);
      input.value = '';
    }
  };
  if (attachment) {
    return (
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Paperclip aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
        <span className="min-w-0 break-words text-ink">
          {labels.attachmentAttached(attachment.name)}
        </span>
        <Button
          className="max-w-full"
          variant="tertiary"
          size="md"
          startIcon={<X aria-hidden="true" />}
          onClick={onRemove}
        >
          {labels.removeAttachment}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <input
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        disabled={uploading}
        className={cn(
          'block w-full min-w-0 rounded-control border border-line bg-canvas p-2 text-ink',
          'file:me-3 file:rounded-control file:border-0 file:bg-surface file:px-3 file:py-1 file:text-ink',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          'aria-[invalid=true]:border-status-danger-line',
        )}
        {...control}
        onChange={(event) => void onChange(event)}
      />
      <LiveRegion>{uploading ? labels.attachmentUploading : ''}</LiveRegion>
    </div>
  );
}
