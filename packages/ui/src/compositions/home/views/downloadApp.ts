/**
 * View model of the download-app popup (`DownloadAppDialog`, part of `HomeSections`): its words
 * from core's catalogues.
 */
import type { Translator } from '@portal/core/i18n';
import type { DownloadAppDialogProps } from '../HomeSections/DownloadAppDialog';

/** The download-app popup's words (`downloadApp.*`, `common.close`). */
export function downloadAppLabelsOf(t: Translator['t']): DownloadAppDialogProps['labels'] {
  return {
    title: t('downloadApp.title'),
    description: t('downloadApp.description'),
    ok: t('downloadApp.ok'),
    close: t('common.close'),
  };
}
