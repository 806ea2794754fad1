import { useMessages } from '../../platform/i18n/useMessages';

/** The words of the toll wallet, Salik and parking screens: utilities, the shared words and forms. */
export function useWalletWords() {
  return useMessages('utilities', 'common', 'forms');
}
