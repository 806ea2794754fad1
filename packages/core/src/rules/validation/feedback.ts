import * as z from 'zod/mini';
import type { RuleMessageKey } from '../messageKeys';
import { isEmailAddress } from './emailRecipients';
import { characterCount } from './characterCount';

/**
 * The "Talk to us" feedback form (SCREENS.md S7.5). ASSUMED (no spec shows this form): its fields,
 * topics and limits are the portal's choice, and the sandbox's endpoint checks the same rules.
 */

/** The topics a person can choose, in the order shown. */
export const FEEDBACK_TOPICS = [
  'question',
  'suggestion',
  'complaint',
  'compliment',
  'technical',
] as const;

/** One of {@link FEEDBACK_TOPICS}. */
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];

/** The form's fields, in the order shown (an error summary lists problems in this order). */
export const FEEDBACK_FIELDS = ['name', 'email', 'topic', 'message', 'captchaToken'] as const;

/** One of {@link FEEDBACK_FIELDS}. */
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];

/** Longest name kept, in characters. */
export const FEEDBACK_NAME_MAX_LENGTH = 100;
/** Shortest message, in characters (after trimming): a few words, not a stray key. */
export const FEEDBACK_MESSAGE_MIN_LENGTH = 10;
/** Longest message, in characters. */
export const FEEDBACK_MESSAGE_MAX_LENGTH = 2000;
/** Longest e-mail address (RFC 5321). */
export const FEEDBACK_EMAIL_MAX_LENGTH = 254;

/** Whether `value` is one of {@link FEEDBACK_TOPICS}. */
export function isFeedbackTopic(value: unknown): value is FeedbackTopic {
  return typeof value === 'string' && (FEEDBACK_TOPICS as readonly string[]).includes(value);
}

/** The form's cleaned values. */
export interface FeedbackValues {
  readonly name: string;
  readonly email: string;
  readonly topic: FeedbackTopic;
  readonly message: string;
  readonly captchaToken: string;
}

/** What the form holds while typed (every field text; a topic not yet chosen is empty). */
export type FeedbackDraft = { readonly [K in FeedbackField]?: unknown };

/** Each refused field's message key, in {@link FEEDBACK_FIELDS} order. */
export type FeedbackFieldErrors = Partial<Record<FeedbackField, RuleMessageKey>>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * What an empty field says, naming the field ("Enter your name", "Choose a topic"), so each line of
 * the error summary says which field to fix without its link.
 */
export const FEEDBACK_REQUIRED_KEY = {
  name: 'form.error.feedbackNameRequired',
  email: 'form.error.feedbackEmailRequired',
  topic: 'form.error.feedbackTopic',
  message: 'form.error.feedbackMessageRequired',
  captchaToken: 'form.error.captcha',
} as const satisfies Record<FeedbackField, RuleMessageKey>;
const REQUIRED_KEY = FEEDBACK_REQUIRED_KEY;

function nameProblem(value: unknown): RuleMessageKey | undefined {
  const name = text(value);
  if (name === '') return REQUIRED_KEY.name;
  return characterCount(name) > FEEDBACK_NAME_MAX_LENGTH ? 'form.error.feedbackName' : undefined;
}

function emailProblem(value: unknown): RuleMessageKey | undefined {
  const email = text(value);
  if (email === '') return REQUIRED_KEY.email;
  return email.length <= FEEDBACK_EMAIL_MAX_LENGTH && isEmailAddress(email)
    ? undefined
    : 'form.error.email';
}

function topicProblem(value: unknown): RuleMessageKey | undefined {
  if (text(value) === '') return REQUIRED_KEY.topic;
  return isFeedbackTopic(value) ? undefined : 'form.error.feedbackTopic';
}

function messageProblem(value: unknown): RuleMessageKey | undefined {
  const message = text(value);
  if (message === '') return REQUIRED_KEY.message;
  const length = characterCount(message);
  return length < FEEDBACK_MESSAGE_MIN_LENGTH || length > FEEDBACK_MESSAGE_MAX_LENGTH
    ? 'form.error.feedbackMessageLength'
    : undefined;
}

function captchaProblem(value: unknown): RuleMessageKey | undefined {
  return text(value) === '' ? 'form.error.captcha' : undefined;
}

const PROBLEM_OF: Record<FeedbackField, (value: unknown) => RuleMessageKey | undefined> = {
  name: nameProblem,
  email: emailProblem,
  topic: topicProblem,
  message: messageProblem,
  captchaToken: captchaProblem,
};

/** The message key of one field's first problem, or `undefined` when it is fine. Never throws. */
export function feedbackFieldProblem(
  field: FeedbackField,
  value: unknown,
): RuleMessageKey | undefined {
  if (!(FEEDBACK_FIELDS as readonly unknown[]).includes(field))
    throw new RangeError(`not a feedback field: ${typeof field}`);
  return PROBLEM_OF[field](value);
}

/** A check of the whole form: the cleaned values, or every refused field's key. */
export type FeedbackValidation =
  | { readonly ok: true; readonly value: FeedbackValues }
  | { readonly ok: false; readonly fieldErrors: FeedbackFieldErrors };

/**
 * Checks the feedback form (all fields at once, so an error summary can name each): name required,
 * at most 100 characters; e-mail required, one address; topic one of {@link FEEDBACK_TOPICS};
 * message 10–2000 characters once trimmed; a captcha token. Texts are trimmed. Never throws.
 */
export function validateFeedback(input: FeedbackDraft): FeedbackValidation {
  const draft: FeedbackDraft = typeof input === 'object' && input !== null ? input : {};
  const fieldErrors: Partial<Record<FeedbackField, RuleMessageKey>> = {};
  for (const field of FEEDBACK_FIELDS) {
    const problem = PROBLEM_OF[field](draft[field]);
    if (problem !== undefined) fieldErrors[field] = problem;
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return {
    ok: true,
    value: {
      name: text(draft.name),
      email: text(draft.email),
      topic: draft.topic as FeedbackTopic,
      message: text(draft.message),
      captchaToken: text(draft.captchaToken),
    },
  };
}

/** A text field whose every problem is `problemOf`'s key (required first, then its own). */
function checkedText(
  problemOf: (value: unknown) => RuleMessageKey | undefined,
  requiredKey: RuleMessageKey,
) {
  return z.string({ error: requiredKey }).check(
    z.superRefine((value, context) => {
      const problem = problemOf(value);
      if (problem !== undefined)
        context.addIssue({ code: 'custom', message: problem, input: value });
    }),
  );
}

/**
 * The feedback form as a zod/mini schema (for form libraries): the same checks as
 * {@link validateFeedback}, one issue per field, each message a rule message key. Output: the trimmed
 * texts.
 */
export function feedbackFormSchema() {
  const trimmed = z.transform((value: string) => value.trim());
  return z.object({
    name: z.pipe(checkedText(nameProblem, REQUIRED_KEY.name), trimmed),
    email: z.pipe(checkedText(emailProblem, REQUIRED_KEY.email), trimmed),
    topic: checkedText(topicProblem, REQUIRED_KEY.topic),
    message: z.pipe(checkedText(messageProblem, REQUIRED_KEY.message), trimmed),
    captchaToken: checkedText(captchaProblem, REQUIRED_KEY.captchaToken),
  });
}
