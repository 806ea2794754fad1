/**
 * The loading and retry words every wallet data area shares (`DataStateView` under `WalletList`,
 * `VehicleList`, `VehicleDetails`, `DarbTerms`, `RechargeableCardList`, `DarbHistory`): one builder so
 * the retry words stay the same across the area's screens.
 */
import type { Translator } from '@portal/core/i18n';
import type { DataStateLabels } from '../../../components/DataStateView';

type T = Translator['t'];

/** Loading and retry words of a wallet data area, with its own loading sentence. */
export function dataStateLabelsOf(t: T, loadingKey: string): DataStateLabels {
  return {
    loading: t(loadingKey),
    retry: t('common.tryAgain'),
    retrying: t('utilities.retrying'),
  };
}
