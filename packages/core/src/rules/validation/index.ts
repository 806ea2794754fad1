/**
 * Form validation (spec 000 §5, spec 001 §5). Each rule has a zod/mini schema for form libraries and
 * a `validate…` function giving a typed result; messages are message keys.
 * @packageDocumentation
 */
export { validateWith, type ValidationResult } from './validationResult';
export { toLatinDigits } from './latinDigits';
export {
  MAX_ACCOUNT_NUMBER_LENGTH,
  UTILITY_ACCOUNT_NUMBER_LENGTH,
  accountNumberSchema,
  validateAccountNumber,
} from './accountNumber';
export {
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  nicknameSchema,
  renamedNicknameSchema,
  validateNickname,
  validateRenamedNickname,
} from './nickname';
export {
  MAX_EMAIL_RECIPIENTS,
  captchaTokenSchema,
  dedupeIgnoringCase,
  emailRecipientsSchema,
  parseEmailRecipients,
  shareBillFormSchema,
  splitEmailRecipients,
  validateEmailRecipients,
} from './emailRecipients';
export { pinSchema, validatePin } from './pin';
export {
  PIN_CHANGE_FIELDS,
  pinChangeFormSchema,
  validatePinChange,
  type PinChangeDraft,
  type PinChangeField,
  type PinChangeFieldErrors,
  type PinChangeValidation,
  type PinChangeValues,
} from './pinChange';
export { dueDateSchema, parseDueDate, validateDueDate, type CalendarDate } from './dueDate';
export { autopayDaySchema, validateAutopayDay } from './autopayDay';
export {
  CARD_NUMBER_MAX_LENGTH,
  CARD_NUMBER_MIN_LENGTH,
  cardNumberSchema,
  validateCardNumber,
} from './cardNumber';
export { characterCount } from './characterCount';
export {
  FEEDBACK_EMAIL_MAX_LENGTH,
  FEEDBACK_FIELDS,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_MESSAGE_MIN_LENGTH,
  FEEDBACK_NAME_MAX_LENGTH,
  FEEDBACK_REQUIRED_KEY,
  FEEDBACK_TOPICS,
  feedbackFieldProblem,
  feedbackFormSchema,
  isFeedbackTopic,
  validateFeedback,
  type FeedbackDraft,
  type FeedbackField,
  type FeedbackFieldErrors,
  type FeedbackTopic,
  type FeedbackValidation,
  type FeedbackValues,
} from './feedback';
export {
  COMMENT_MAX_LENGTH,
  COMMENT_MIN_LENGTH,
  COMMUNITY_AVATARS,
  COMMUNITY_PROFILE_FIELDS,
  IDEA_DESCRIPTION_MAX_LENGTH,
  IDEA_DESCRIPTION_MIN_LENGTH,
  IDEA_DRAFT_FIELDS,
  IDEA_FIELDS,
  IDEA_TITLE_MAX_LENGTH,
  IDEA_TITLE_MIN_LENGTH,
  PUBLIC_NAME_MAX_LENGTH,
  PUBLIC_NAME_MIN_LENGTH,
  commentFormSchema,
  commentProblem,
  communityProfileFormSchema,
  ideaFieldProblem,
  ideaFormSchema,
  isCommunityAvatar,
  publicNameProblem,
  validateCommunityProfile,
  validateIdea,
  validateIdeaDraft,
  type CommunityAvatar,
  type CommunityProfileField,
  type CommunityProfileValues,
  type FormValidation,
  type IdeaDraftField,
  type IdeaDraftValues,
  type IdeaField,
  type IdeaFieldErrors,
  type IdeaFormInput,
  type IdeaValues,
} from './communityForms';
