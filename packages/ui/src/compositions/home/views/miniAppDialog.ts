/**
 * View model of `MiniAppDialog`: its words from core's catalogues.
 */
import type { Translator } from '@portal/core/i18n';
import type { MiniAppDialogLabels } from '../MiniAppDialog/MiniAppDialog';

/** The mini-app dialog's words (`downloadApp.title`, `miniApp.*`, `common.*`); needs `home` and `common`. */
export function miniAppDialogLabelsOf(t: Translator['t']): MiniAppDialogLabels {
  return {
    title: t('downloadApp.title'),
    close: t('common.close'),
    loading: t('miniApp.loading'),
    errorTitle: t('miniApp.error.title'),
    errorDescription: t('miniApp.error.description'),
    retry: t('common.tryAgain'),
    storeBadge: (store) => t('miniApp.storeBadge', { store }),
  };
}
