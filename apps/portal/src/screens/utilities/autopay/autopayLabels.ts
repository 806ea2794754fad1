import type { AutopaySetupFormLabels, UtilityWords } from '@portal/ui';

/** The day form's words; `submit` differs between setting up and changing the day. */
export function autopayFormLabels(t: UtilityWords, submit: string): AutopaySetupFormLabels {
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
