/**
 * View model of `DarbTerms`: its words.
 */
import type { Translator } from '@portal/core/i18n';
import type { DarbTermsLabels } from '../DarbTerms/DarbTerms';
import { dataStateLabelsOf } from './dataStates';

type T = Translator['t'];

/** The Darb terms' words (`wallet.terms.*`, `common.opensInNewTab`). */
export function darbTermsLabelsOf(t: T): DarbTermsLabels {
  return {
    ...dataStateLabelsOf(t, 'wallet.terms.loading'),
    empty: t('wallet.terms.empty'),
    newTab: t('common.opensInNewTab'),
  };
}
