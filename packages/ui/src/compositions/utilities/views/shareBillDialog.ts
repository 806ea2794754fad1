/**
 * View model of `ShareBillDialog`: its words.
 */
import type { ShareBillDialogLabels } from '../ShareBillDialog/ShareBillDialog';
import type { UtilityWords } from './words';

/** The dialog's words from the utilities, common and forms catalogues (core's `shareBill.*` keys). */
export function shareBillDialogLabelsOf(t: UtilityWords): ShareBillDialogLabels {
  return {
    title: t('shareBill.title'),
    description: t('shareBill.description'),
    emails: t('shareBill.emails.label'),
    emailsHint: t('shareBill.emails.hint'),
    captcha: t('form.captcha.label'),
    submit: t('shareBill.submit'),
    submitting: t('shareBill.sharing'),
    cancel: t('common.cancel'),
    close: t('common.close'),
    errorSummaryTitle: t('utilities.form.errorSummaryTitle'),
    errorPrefix: t('utilities.form.errorPrefix'),
    success: t('shareBill.success'),
    successTone: t('shareBill.successTone'),
    sentTo: (count) => t('shareBill.sentTo', { count }),
  };
}
