/**
 * View model of `PaymentReceipt`: its words, and the accounts a payment paid as facts.
 */
import type { PaidAccount } from '@portal/core/api/payment';
import { createElement, type ReactNode } from 'react';
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

/**
 * Which accounts a payment paid, as facts for the receipt (issue 30: a receipt says what it is for):
 * the provider by name (catalogue `utilities.provider.<code>`), the account's nickname when the person
 * gave one, and its number, labelled and isolated (`<bdi>`) so its digits keep their order in Arabic.
 * A provider the portal does not know is left unnamed rather than shown as a code.
 */
export function paidAccountFactsOf(
  paid: readonly PaidAccount[],
  t: UtilityWords,
): { readonly term: ReactNode; readonly description: ReactNode }[] {
  return paid.flatMap((account) => [
    ...(account.providerCode
      ? [
          {
            term: t('utilities.receipt.provider'),
            description: t(`utilities.provider.${account.providerCode}`),
          },
        ]
      : []),
    ...(account.nickname
      ? [{ term: t('utilities.receipt.account'), description: account.nickname }]
      : []),
    ...(account.accountNumber
      ? [
          {
            term: t('account.number.label'),
            description: createElement('bdi', null, account.accountNumber),
          },
        ]
      : []),
  ]);
}
