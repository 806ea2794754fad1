import type { AutopayAccountsLabels, AutopaySetupFormLabels, UtilityWords } from '@portal/ui';

/** The autopay list's words. */
export function autopayListLabels(t: UtilityWords): AutopayAccountsLabels {
  return {
    loading: t('autopay.loading'),
    errorTitle: t('autopay.loadError'),
    retry: t('utilities.tryAgain'),
    retrying: t('utilities.retrying'),
    list: t('autopay.accountsLabel'),
  };
}

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
