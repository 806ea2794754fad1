import * as z from 'zod/mini';
import type { RuleMessageKey } from '../messageKeys';
import { characterCount } from './characterCount';

/*
 * The community's forms (tamm-by-you, issue W): an idea, its draft, a comment and the public
 * profile. ASSUMED (no spec shows these forms): fields and limits are the portal's choice, and the
 * sandbox refuses by the same rules, so a form that passes here is not refused there for its shape.
 */

/** Shortest idea title, in characters once trimmed: a few words, not a stray key. */
export const IDEA_TITLE_MIN_LENGTH = 10;
/** Longest idea title, in characters: one line of a card. */
export const IDEA_TITLE_MAX_LENGTH = 120;
/** Shortest idea description, in characters once trimmed: what and why, in a sentence or two. */
export const IDEA_DESCRIPTION_MIN_LENGTH = 30;
/** Longest idea description, in characters. */
export const IDEA_DESCRIPTION_MAX_LENGTH = 3000;
/** Shortest comment, in characters once trimmed. */
export const COMMENT_MIN_LENGTH = 2;
/** Longest comment, in characters. */
export const COMMENT_MAX_LENGTH = 1000;
/** Shortest public name, in characters once trimmed. */
export const PUBLIC_NAME_MIN_LENGTH = 3;
/** Longest public name, in characters. */
export const PUBLIC_NAME_MAX_LENGTH = 30;

/**
 * The avatars a person may show. Choice: a fixed set of drawings the app ships, never a photo, so the
 * community shows no face and a person uploads nothing personal to appear in it.
 */
export const COMMUNITY_AVATARS = [
  'avatar-01',
  'avatar-02',
  'avatar-03',
  'avatar-04',
  'avatar-05',
  'avatar-06',
  'avatar-07',
  'avatar-08',
  'avatar-09',
  'avatar-10',
  'avatar-11',
  'avatar-12',
] as const;

/** One of {@link COMMUNITY_AVATARS}. */
export type CommunityAvatar = (typeof COMMUNITY_AVATARS)[number];

/** Whether `value` is one of {@link COMMUNITY_AVATARS}. */
export function isCommunityAvatar(value: unknown): value is CommunityAvatar {
  return typeof value === 'string' && (COMMUNITY_AVATARS as readonly string[]).includes(value);
}

/** A topic id as the topics call serves it: lower-case words joined by hyphens. */
const TOPIC_ID = /^[a-z][a-z0-9-]{0,39}$/;
/** An uploaded file's id as the upload call answers it. */
const FILE_ID = /^[\w-]{1,100}$/;
/**
 * Letters of any script (with their marks), digits, spaces, and the hyphen, apostrophe and full stop
 * of names such as "Al-Mansoori" or "Ma'an"; no address, no link, no markup.
 */
const PUBLIC_NAME = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .'’-]*$/u;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A length problem of a trimmed text (`requiredKey` when empty), or `undefined`. */
function lengthProblem(
  value: unknown,
  min: number,
  max: number,
  requiredKey: RuleMessageKey,
  lengthKey: RuleMessageKey,
): RuleMessageKey | undefined {
  const trimmed = text(value);
  if (trimmed === '') return requiredKey;
  const length = characterCount(trimmed);
  return length < min || length > max ? lengthKey : undefined;
}

/** The idea form's fields, in the order shown (an error summary lists problems in this order). */
export const IDEA_FIELDS = [
  'title',
  'description',
  'topicId',
  'attachmentFileId',
  'consent',
] as const;

/** One of {@link IDEA_FIELDS}. */
export type IdeaField = (typeof IDEA_FIELDS)[number];

/** What the idea form holds while typed. */
export type IdeaFormInput = { readonly [K in IdeaField]?: unknown };

/** The idea form's cleaned values, as the submit call sends them. */
export interface IdeaValues {
  readonly title: string;
  readonly description: string;
  readonly topicId: string;
  readonly attachmentFileId?: string;
  readonly consent: true;
}

/** Each refused field's message key. */
export type IdeaFieldErrors = Partial<Record<IdeaField, RuleMessageKey>>;

const IDEA_PROBLEM_OF: Record<IdeaField, (value: unknown) => RuleMessageKey | undefined> = {
  title: (value) =>
    lengthProblem(
      value,
      IDEA_TITLE_MIN_LENGTH,
      IDEA_TITLE_MAX_LENGTH,
      'form.error.ideaTitleRequired',
      'form.error.ideaTitleLength',
    ),
  description: (value) =>
    lengthProblem(
      value,
      IDEA_DESCRIPTION_MIN_LENGTH,
      IDEA_DESCRIPTION_MAX_LENGTH,
      'form.error.ideaDescriptionRequired',
      'form.error.ideaDescriptionLength',
    ),
  topicId: (value) => (TOPIC_ID.test(text(value)) ? undefined : 'form.error.ideaTopic'),
  attachmentFileId: (value) =>
    value === undefined || value === null || value === '' || FILE_ID.test(text(value))
      ? undefined
      : 'form.error.ideaAttachment',
  consent: (value) => (value === true ? undefined : 'form.error.ideaConsent'),
};

/** A check of a whole form: the cleaned values, or every refused field's key. */
export type FormValidation<TValues, TField extends string> =
  | { readonly ok: true; readonly value: TValues }
  | { readonly ok: false; readonly fieldErrors: Partial<Record<TField, RuleMessageKey>> };

const asInput = <T>(input: T): T =>
  typeof input === 'object' && input !== null ? input : ({} as T);

/** The message key of one idea field's first problem, or `undefined` when it is fine. */
export function ideaFieldProblem(field: IdeaField, value: unknown): RuleMessageKey | undefined {
  if (!(IDEA_FIELDS as readonly unknown[]).includes(field))
    throw new RangeError(`not an idea field: ${typeof field}`);
  return IDEA_PROBLEM_OF[field](value);
}

/**
 * Checks an idea before it is sent (all fields at once, so an error summary can name each): title
 * 10–120 characters and description 30–3,000 once trimmed, a topic id, an optional uploaded file's
 * id, and consent given (`true`, not a truthy string). Never throws.
 */
export function validateIdea(input: IdeaFormInput): FormValidation<IdeaValues, IdeaField> {
  const form = asInput(input);
  const fieldErrors: IdeaFieldErrors = {};
  for (const field of IDEA_FIELDS) {
    const problem = IDEA_PROBLEM_OF[field](form[field]);
    if (problem !== undefined) fieldErrors[field] = problem;
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const attachment = text(form.attachmentFileId);
  return {
    ok: true,
    value: {
      title: text(form.title),
      description: text(form.description),
      topicId: text(form.topicId),
      ...(attachment === '' ? {} : { attachmentFileId: attachment }),
      consent: true,
    },
  };
}

/** A draft's fields: the idea's, without consent (given only when sending). */
export const IDEA_DRAFT_FIELDS = ['title', 'description', 'topicId', 'attachmentFileId'] as const;

/** One of {@link IDEA_DRAFT_FIELDS}. */
export type IdeaDraftField = (typeof IDEA_DRAFT_FIELDS)[number];

/** A draft's cleaned values: only what was filled in. */
export interface IdeaDraftValues {
  readonly title?: string;
  readonly description?: string;
  readonly topicId?: string;
  readonly attachmentFileId?: string;
}

/**
 * Checks a draft before it is saved. Choice: a draft may be unfinished (any field empty, a title
 * still short) but not empty (`form.error.ideaDraftEmpty` on the title: a title or a description),
 * and nothing in it may be longer than the idea allows, so a draft can always be sent once finished.
 * Never throws.
 */
export function validateIdeaDraft(input: {
  readonly [K in IdeaDraftField]?: unknown;
}): FormValidation<IdeaDraftValues, IdeaDraftField> {
  const form = asInput(input);
  const fieldErrors: Partial<Record<IdeaDraftField, RuleMessageKey>> = {};
  const title = text(form.title);
  const description = text(form.description);
  const topicId = text(form.topicId);
  const attachment = text(form.attachmentFileId);
  if (title === '' && description === '') fieldErrors.title = 'form.error.ideaDraftEmpty';
  if (characterCount(title) > IDEA_TITLE_MAX_LENGTH)
    fieldErrors.title = 'form.error.ideaTitleLength';
  if (characterCount(description) > IDEA_DESCRIPTION_MAX_LENGTH)
    fieldErrors.description = 'form.error.ideaDescriptionLength';
  if (topicId !== '' && !TOPIC_ID.test(topicId)) fieldErrors.topicId = 'form.error.ideaTopic';
  const attachmentProblem = IDEA_PROBLEM_OF.attachmentFileId(form.attachmentFileId);
  if (attachmentProblem !== undefined) fieldErrors.attachmentFileId = attachmentProblem;
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return {
    ok: true,
    value: {
      ...(title === '' ? {} : { title }),
      ...(description === '' ? {} : { description }),
      ...(topicId === '' ? {} : { topicId }),
      ...(attachment === '' ? {} : { attachmentFileId: attachment }),
    },
  };
}

/** The comment's problem, or `undefined`: 2–1,000 characters once trimmed. Never throws. */
export function commentProblem(value: unknown): RuleMessageKey | undefined {
  return lengthProblem(
    value,
    COMMENT_MIN_LENGTH,
    COMMENT_MAX_LENGTH,
    'form.error.commentRequired',
    'form.error.commentLength',
  );
}

/** The profile form's fields, in the order shown. */
export const COMMUNITY_PROFILE_FIELDS = ['publicName', 'avatarId'] as const;

/** One of {@link COMMUNITY_PROFILE_FIELDS}. */
export type CommunityProfileField = (typeof COMMUNITY_PROFILE_FIELDS)[number];

/** The profile's cleaned values. */
export interface CommunityProfileValues {
  readonly publicName: string;
  readonly avatarId: CommunityAvatar;
}

/** The public name's problem, or `undefined`. Never throws. */
export function publicNameProblem(value: unknown): RuleMessageKey | undefined {
  const problem = lengthProblem(
    value,
    PUBLIC_NAME_MIN_LENGTH,
    PUBLIC_NAME_MAX_LENGTH,
    'form.error.publicNameRequired',
    'form.error.publicNameLength',
  );
  if (problem !== undefined) return problem;
  return PUBLIC_NAME.test(text(value)) ? undefined : 'form.error.publicName';
}

/**
 * Checks the public profile: a public name of 3–30 characters once trimmed (letters of any script,
 * digits, spaces, `-`, `'` and `.`), and one of {@link COMMUNITY_AVATARS}. Never throws.
 */
export function validateCommunityProfile(input: {
  readonly [K in CommunityProfileField]?: unknown;
}): FormValidation<CommunityProfileValues, CommunityProfileField> {
  const form = asInput(input);
  const fieldErrors: Partial<Record<CommunityProfileField, RuleMessageKey>> = {};
  const nameProblem = publicNameProblem(form.publicName);
  if (nameProblem !== undefined) fieldErrors.publicName = nameProblem;
  if (!isCommunityAvatar(form.avatarId)) fieldErrors.avatarId = 'form.error.avatar';
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return {
    ok: true,
    value: { publicName: text(form.publicName), avatarId: form.avatarId as CommunityAvatar },
  };
}

/** A field whose every problem is `problemOf`'s key. */
function checked<T>(problemOf: (value: unknown) => RuleMessageKey | undefined) {
  return z.unknown().check(
    z.superRefine((value, context) => {
      const problem = problemOf(value);
      if (problem !== undefined)
        context.addIssue({ code: 'custom', message: problem, input: value });
    }),
  ) as unknown as z.ZodMiniType<T>;
}

const trimmed = z.transform((value: string) => value.trim());
const optionalTrimmed = z.transform((value: unknown) => {
  const cleaned = text(value);
  return cleaned === '' ? undefined : cleaned;
});

/**
 * The idea form as a zod/mini schema (for form libraries): the same checks as {@link validateIdea},
 * one issue per field, each message a rule message key. Output: the trimmed texts.
 */
export function ideaFormSchema() {
  return z.object({
    title: z.pipe(checked<string>(IDEA_PROBLEM_OF.title), trimmed),
    description: z.pipe(checked<string>(IDEA_PROBLEM_OF.description), trimmed),
    topicId: z.pipe(checked<string>(IDEA_PROBLEM_OF.topicId), trimmed),
    attachmentFileId: z.pipe(checked<unknown>(IDEA_PROBLEM_OF.attachmentFileId), optionalTrimmed),
    consent: checked<true>(IDEA_PROBLEM_OF.consent),
  });
}

/** The comment form as a zod/mini schema: the same check as {@link commentProblem}. */
export function commentFormSchema() {
  return z.object({ text: z.pipe(checked<string>(commentProblem), trimmed) });
}

/** The profile form as a zod/mini schema: the same checks as {@link validateCommunityProfile}. */
export function communityProfileFormSchema() {
  return z.object({
    publicName: z.pipe(checked<string>(publicNameProblem), trimmed),
    avatarId: checked<CommunityAvatar>((value) =>
      isCommunityAvatar(value) ? undefined : 'form.error.avatar',
    ),
  });
}
