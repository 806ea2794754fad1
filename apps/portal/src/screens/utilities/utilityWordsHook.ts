import { useMessages } from '../../platform/i18n/useMessages';

/** The words of the utilities screens: their own namespace, the shared one and the forms' messages. */
export function useUtilityWords() {
  return useMessages('utilities', 'common', 'forms');
}
