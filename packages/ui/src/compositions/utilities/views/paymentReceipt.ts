/**
 * View model of `PaymentReceipt`: its words.
 */
import type { PaymentReceiptLabels } from '../PaymentReceipt/PaymentReceipt';
import type { UtilityWords } from './words';

/** The receipt's words: loading, the payment's success, and the download and retry buttons'. */
export function paymentReceiptLabelsOf(t: UtilityWords): PaymentReceiptLabels {
  return {
    loading: t('utilities.receipt.loading'),
    success: t('utilities.receipt.success'),
    download: t('utilities.receipt.download'),
    downloading: t('utilities.receipt.downloading'),
    retry: t('utilities.tryAgain'),
    retrying: t('utilities.retrying'),
  };
}
