/**
 * View model of `WalletFormDialog` (create and edit a wallet): its words.
 */
import type { Translator } from '@portal/core/i18n';
import type { WalletFormDialogLabels } from '../WalletFormDialog/WalletFormDialog';

type T = Translator['t'];

/** The create/edit wallet dialog's words (`wallet.form.*`, `common.*`, `form.error.required`). */
export function walletFormDialogLabelsOf(t: T): WalletFormDialogLabels {
  return {
    name: t('wallet.form.name'),
    nameHint: t('wallet.form.nameHint'),
    threshold: t('wallet.form.threshold'),
    thresholdHint: t('wallet.form.thresholdHint'),
    optional: t('common.optional'),
    required: t('wallet.required'),
    errorPrefix: t('wallet.register.errorPrefix'),
    nameRequired: t('form.error.required'),
    nameTooLong: t('wallet.form.nameTooLong'),
    thresholdInvalid: t('wallet.form.thresholdInvalid'),
    save: t('wallet.form.save'),
    saving: t('wallet.form.saving'),
    cancel: t('common.cancel'),
    close: t('common.close'),
    error: t('wallet.error'),
  };
}
