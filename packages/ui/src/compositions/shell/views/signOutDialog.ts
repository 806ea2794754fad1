/**
 * View model of `SignOutDialog`: its words from core's catalogues.
 */
import type { Translator } from '@portal/core/i18n';
import type { SignOutDialogLabels } from '../SignOutDialog/SignOutDialog';

/**
 * The sign-out dialog's words from core's catalogues (`signOut.*`, `header.signingOut`,
 * `common.close`), for stories and callers that hold a translator with `shell`, `session` and
 * `common` loaded.
 */
export function signOutDialogLabelsOf(t: Translator['t']): SignOutDialogLabels {
  return {
    title: t('signOut.title'),
    description: t('signOut.desc'),
    warning: t('signOut.warning'),
    confirm: t('signOut.primaryButton'),
    close: t('common.close'),
    signingOut: t('header.signingOut'),
  };
}
