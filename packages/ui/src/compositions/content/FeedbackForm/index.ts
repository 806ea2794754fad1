export {
  FeedbackForm,
  type FeedbackFormLabels,
  type FeedbackFormProps,
  type FeedbackFormValues,
  type FeedbackSendOutcome,
} from './FeedbackForm';
