/**
 * View model of `FeedbackForm`: its words from the services and forms catalogues (`talkToUs.*`,
 * `form.captcha.label`), and core's refusal put in words for the form.
 */
import { FEEDBACK_TOPICS, type FeedbackFieldErrors } from '@portal/core';
import type { FeedbackFormLabels, FeedbackSendOutcome } from '../FeedbackForm/FeedbackForm';
import type { InformationWords } from './informationPage';

/** The form's words (`talkToUs.*`, `form.captcha.label`). */
export function feedbackFormLabelsOf(t: InformationWords): FeedbackFormLabels {
  return {
    heading: t('talkToUs.form.heading'),
    intro: t('talkToUs.form.intro'),
    name: t('talkToUs.form.name'),
    email: t('talkToUs.form.email'),
    emailHint: t('talkToUs.form.emailHint'),
    topic: t('talkToUs.form.topic'),
    topicPlaceholder: t('talkToUs.form.topicPlaceholder'),
    topics: FEEDBACK_TOPICS.map((value) => ({ value, label: t(`talkToUs.topic.${value}`) })),
    message: t('talkToUs.form.message'),
    messageCount: ({ length, limit }) =>
      t('talkToUs.form.messageCount', { count: length, max: limit }),
    captcha: t('form.captcha.label'),
    submit: t('talkToUs.form.submit'),
    submitting: t('talkToUs.form.sending'),
    errorSummaryTitle: t('talkToUs.form.errorSummary'),
    errorPrefix: t('talkToUs.form.errorPrefix'),
    sentHeading: t('talkToUs.sent.heading'),
    sentReference: (reference) => t('talkToUs.sent.reference', { reference }),
    sendAnother: t('talkToUs.sent.another'),
    errorHeading: t('talkToUs.error.heading'),
    errorBody: t('talkToUs.error.body'),
  };
}

/** Core's refused fields (message keys) in words, for `FeedbackSendOutcome`'s `fieldErrors`. */
export function feedbackRefusalOf(
  fieldErrors: FeedbackFieldErrors,
  t: InformationWords,
  message?: string,
): FeedbackSendOutcome {
  const words: Record<string, string> = {};
  for (const [field, key] of Object.entries(fieldErrors)) words[field] = t(key);
  return { kind: 'refused', fieldErrors: words, ...(message ? { message } : {}) };
}
