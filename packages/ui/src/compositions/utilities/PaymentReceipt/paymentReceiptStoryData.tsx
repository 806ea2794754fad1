/**
 * Stories only: the receipt's words and the seeded payment's details, shared by the stories and the
 * features stories (a stories file cannot export helpers).
 */
import { formatDate, type PortalLocale } from '@portal/core';
import { inquireTransaction, paidAccountsOf } from '@portal/core/api/payment';
import { getLinkedAccounts } from '@portal/core/api/paymentHub';
import type { PortalClient } from '@portal/core/client';
import type { StoryContext } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sandboxData } from '../../../storybook/sandboxStory';
import { currencyAmountOf } from '../views/utilityHub';
import { paidAccountFactsOf } from '../views/paymentReceipt';
import type { UtilityWords } from '../views/words';
import {
  PaymentReceipt,
  type PaymentReceiptLabels,
  type PaymentReceiptProps,
  type PaymentReceiptState,
} from './PaymentReceipt';

export interface ReceiptStoryData {
  readonly state: PaymentReceiptState;
  readonly labels: PaymentReceiptLabels;
  /** The receipt's generic failure words, which a failure without a server message shows. */
  readonly generic?: string;
}

/** The sandbox's seeded, approved payment (docs/sandbox.md). */
export const SEEDED = { transactionId: 'TXN-SBX-SEED-001', serviceId: 'addc' } as const;

/**
 * The seeded payment's details as the receipt page lists them: the account it paid (provider,
 * nickname, number), then the transaction.
 */
export async function seededReceiptState(
  client: PortalClient,
  t: UtilityWords,
  locale: PortalLocale,
): Promise<PaymentReceiptState> {
  const [details, accounts] = await Promise.all([
    inquireTransaction(client, SEEDED),
    getLinkedAccounts(client),
  ]);
  return {
    status: 'ready',
    details: [
      ...paidAccountFactsOf(paidAccountsOf(details.items, accounts), t),
      { term: t('utilities.receipt.transactionId'), description: SEEDED.transactionId },
      { term: t('utilities.receipt.paymentId'), description: details.paymentId ?? '' },
      {
        term: t('utilities.receipt.amount'),
        description: currencyAmountOf(details.amount, { t, locale }),
      },
      {
        term: t('utilities.receipt.date'),
        description: formatDate(details.transactionDate ?? '', { locale }),
      },
    ],
  };
}

/** Records presses of the download and retry buttons in the stories. */
export const onDownload = fn();
export const onRetry = fn();

/** Placeholder args: the stories render from their loaded data. */
export const BASE_ARGS: PaymentReceiptProps = {
  state: { status: 'loading' },
  labels: {} as PaymentReceiptLabels,
  onDownload,
};

/** Renders the receipt from a story's loaded data. */
export function renderReceipt(args: PaymentReceiptProps, { loaded }: Pick<StoryContext, 'loaded'>) {
  const data = sandboxData<ReceiptStoryData>(loaded);
  return <PaymentReceipt {...args} state={data.state} labels={data.labels} />;
}
