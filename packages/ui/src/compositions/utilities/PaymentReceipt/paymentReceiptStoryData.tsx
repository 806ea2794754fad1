/**
 * Stories only: the receipt's words and the seeded payment's details, shared by the stories and the
 * features stories (a stories file cannot export helpers).
 */
import { formatAmount, formatDate, type PortalLocale } from '@portal/core';
import { inquireTransaction } from '@portal/core/api/payment';
import type { PortalClient } from '@portal/core/client';
import type { StoryContext } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sandboxData } from '../../../storybook/sandboxStory';
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

/** The seeded payment's details as the receipt page lists them. */
export async function seededReceiptState(
  client: PortalClient,
  t: UtilityWords,
  locale: PortalLocale,
): Promise<PaymentReceiptState> {
  const details = await inquireTransaction(client, SEEDED);
  return {
    status: 'ready',
    details: [
      { term: t('utilities.receipt.transactionId'), description: SEEDED.transactionId },
      { term: t('utilities.receipt.paymentId'), description: details.paymentId ?? '' },
      {
        term: t('utilities.receipt.amount'),
        description: t('common.currencyAmount', {
          amount: formatAmount(details.amount ?? 0, { locale }),
        }),
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
