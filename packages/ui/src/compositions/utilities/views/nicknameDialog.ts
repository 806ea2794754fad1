/**
 * View model of `NicknameDialog`: its words.
 */
import type { NicknameDialogLabels } from '../NicknameDialog/NicknameDialog';
import type { UtilityWords } from './words';

/** The dialog's words from the utilities, common and forms catalogues, for the app and the stories. */
export function nicknameDialogLabelsOf(t: UtilityWords): NicknameDialogLabels {
  return {
    nickname: t('account.nickname.newLabel'),
    nicknameHint: t('account.nickname.newHint'),
    save: t('account.saveNickname'),
    saving: t('utilities.saving'),
    cancel: t('common.cancel'),
    close: t('common.close'),
    errorSummaryTitle: t('utilities.form.errorSummaryTitle'),
    errorPrefix: t('utilities.form.errorPrefix'),
  };
}
