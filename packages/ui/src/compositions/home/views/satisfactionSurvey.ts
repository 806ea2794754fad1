/**
 * View model of `SatisfactionSurvey`: its words from core's catalogues.
 */
import type { Translator } from '@portal/core/i18n';
import type { SatisfactionSurveyLabels } from '../SatisfactionSurvey/SatisfactionSurvey';

/**
 * The satisfaction survey's words (`feedback.*`, `common.optional`, `common.close`,
 * `common.tryAgain`); needs `home` and `common` loaded.
 */
export function satisfactionSurveyLabelsOf(t: Translator['t']): SatisfactionSurveyLabels {
  return {
    title: t('feedback.title'),
    description: t('feedback.description'),
    ratingLegend: t('feedback.rating.legend'),
    ratings: [
      t('feedback.rating.1'),
      t('feedback.rating.2'),
      t('feedback.rating.3'),
      t('feedback.rating.4'),
      t('feedback.rating.5'),
    ],
    ratingRequired: t('feedback.rating.required'),
    comment: t('feedback.comment'),
    optional: t('common.optional'),
    submit: t('feedback.submit'),
    submitting: t('feedback.submitting'),
    thanksTitle: t('feedback.thanks.title'),
    thanksDescription: t('feedback.thanks.description'),
    done: t('common.done'),
    tryAgain: t('common.tryAgain'),
    errorTone: t('feedback.error'),
    close: t('common.close'),
  };
}
