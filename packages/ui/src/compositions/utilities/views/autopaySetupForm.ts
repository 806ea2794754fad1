/**
 * View model of `AutopaySetupForm`: its words.
 */
import type { AutopaySetupFormLabels } from '../AutopaySetupForm/AutopaySetupForm';
import type { UtilityWords } from './words';

/**
 * The day form's words from the utilities and forms catalogues, for the app and the stories;
 * `submit` differs between setting up ("Save") and changing the day ("Change day").
 */
export function autopaySetupFormLabelsOf(t: UtilityWords, submit: string): AutopaySetupFormLabels {
  return {
    day: t('autopay.day.label'),
    dayHint: t('autopay.day.hint'),
    placeholder: t('autopay.day.placeholder'),
    submit,
    submitting: t('utilities.saving'),
    errorSummaryTitle: t('utilities.form.errorSummaryTitle'),
    errorPrefix: t('utilities.form.errorPrefix'),
  };
}
