import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose, type DialogProps } from '../../../components/Dialog';
import { Field } from '../../../components/Field';
import { RadioGroup } from '../../../components/RadioGroup';
import { TextArea } from '../../../components/TextArea';

/** A rating from 1 (very dissatisfied) to 5 (very satisfied). */
export type SatisfactionRating = 1 | 2 | 3 | 4 | 5;

/** What the person answered. */
export interface SatisfactionAnswer {
  readonly rating: SatisfactionRating;
  /** The optional comment, trimmed; empty when none was written. */
  readonly comment: string;
}

/** Where the survey stands (spec 001 §4: default, then status updates on submit). */
export type SatisfactionSurveyState =
  | { readonly status: 'form' }
  | { readonly status: 'submitting' }
  | { readonly status: 'thanks' }
  /** Refused or failed: the server's message, or the caller's generic one, translated. */
  | { readonly status: 'error'; readonly message: string };

/** The survey's words in the page's language, translated by the caller. */
export interface SatisfactionSurveyLabels {
  /** "How satisfied are you with the portal?": names the dialog. */
  readonly title: string;
  /** A line under the title; describes the dialog. */
  readonly description: string;
  /** "Your rating": names the group of ratings. */
  readonly ratingLegend: string;
  /** The five ratings' words, from 1 (very dissatisfied) to 5 (very satisfied). */
  readonly ratings: readonly [string, string, string, string, string];
  /** Shown when sent without a rating. */
  readonly ratingRequired: string;
  /** "Tell us more": the comment's label. */
  readonly comment: string;
  /** "(optional)" after the comment's label. */
  readonly optional: string;
  /** "Send feedback". */
  readonly submit: string;
  /** Spoken while sending. */
  readonly submitting: string;
  readonly thanksTitle: string;
  readonly thanksDescription: string;
  /** The button that closes the dialog after thanking ("Done"). */
  readonly done: string;
  /** The send button's words after a failure ("Try again"). */
  readonly tryAgain: string;
  /** The error tone's name ("Error"), read before the message. */
  readonly errorTone: string;
  /** Name of the × button. */
  readonly close: string;
}

export interface SatisfactionSurveyProps extends Omit<
  DialogProps,
  | 'title'
  | 'description'
  | 'closeLabel'
  | 'actions'
  | 'children'
  | 'trigger'
  | 'defaultOpen'
  | 'onSubmit'
> {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly labels: SatisfactionSurveyLabels;
  /** Where the sending stands; the caller moves it on after `onSubmit`. */
  readonly state: SatisfactionSurveyState;
  /** Called with a complete answer (a rating chosen); also for "Try again" after an error. */
  readonly onSubmit: (answer: SatisfactionAnswer) => void;
  /** Longest comment the service takes (characters); longer text cannot be typed. */
  readonly commentMaxLength?: number;
}

const RATINGS: readonly SatisfactionRating[] = [1, 2, 3, 4, 5];

function ratingOf(value: string): SatisfactionRating | undefined {
  return RATINGS.find((rating) => String(rating) === value);
}

/**
 * The satisfaction survey (SCREENS.md S2.9; spec 001 §2: opened by the `feedback` query parameter,
 * §4: default, then status updates on submit). A rating from 1 to 5 and an optional comment; while
 * sending the button spins and the fields wait; then thanks (announced, focus on Close) or the
 * server's message with "Try again", keeping what was typed. Controlled by the caller: `open` and
 * `state`.
 */
export function SatisfactionSurvey({
  open,
  onOpenChange,
  labels,
  state,
  onSubmit,
  commentMaxLength,
  ...props
}: SatisfactionSurveyProps) {
  const formId = useId();
  const [rating, setRating] = useState('');
  const [comment, setComment] = useState('');
  const [missingRating, setMissingRating] = useState(false);
  const ratingsRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const submitting = state.status === 'submitting';
  const thanked = state.status === 'thanks';

  // The form (and the button that had focus) leaves the dialog: focus goes to Close, while the
  // thanks are announced by their live region.
  useEffect(() => {
    if (thanked) doneRef.current?.focus();
  }, [thanked]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const chosen = ratingOf(rating);
    if (chosen === undefined) {
      setMissingRating(true);
      ratingsRef.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
      return;
    }
    onSubmit({ rating: chosen, comment: comment.trim() });
  };

  return (
    <Dialog
      data-slot="satisfaction-survey"
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      actions={
        thanked ? (
          <DialogClose>
            <Button ref={doneRef}>{labels.done}</Button>
          </DialogClose>
        ) : (
          <Button type="submit" form={formId} loading={submitting} loadingLabel={labels.submitting}>
            {state.status === 'error' ? labels.tryAgain : labels.submit}
          </Button>
        )
      }
      {...props}
    >
      {thanked ? (
        <Alert tone="success" announce title={labels.thanksTitle}>
          {labels.thanksDescription}
        </Alert>
      ) : (
        <form
          id={formId}
          noValidate
          onSubmit={submit}
          aria-busy={submitting || undefined}
          className="flex flex-col gap-6"
        >
          {state.status === 'error' && (
            <Alert tone="error" announce toneLabel={labels.errorTone}>
              {state.message}
            </Alert>
          )}
          <RadioGroup
            ref={ratingsRef}
            legend={labels.ratingLegend}
            options={RATINGS.map((value) => ({
              value: String(value),
              label: labels.ratings[value - 1],
            }))}
            value={rating}
            onValueChange={(value) => {
              setRating(value);
              setMissingRating(false);
            }}
            error={missingRating ? labels.ratingRequired : undefined}
            disabled={submitting}
          />
          <Field label={labels.comment} optionalMarker={labels.optional}>
            <TextArea
              rows={3}
              value={comment}
              onValueChange={setComment}
              maxLength={commentMaxLength}
              disabled={submitting}
            />
          </Field>
        </form>
      )}
    </Dialog>
  );
}
