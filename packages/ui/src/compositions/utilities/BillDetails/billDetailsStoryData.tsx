/**
 * Stories only: the bill screen's words and the seeded world's bills of the demo user's first ADDC
 * account, shared by the stories and the features stories (a stories file cannot export helpers).
 */
import type { PortalLocale } from '@portal/core';
import { getBillDetails, getLastSixBills, getLastSixConsumptions } from '@portal/core/api/bills';
import { getLinkedAccounts } from '@portal/core/api/paymentHub';
import type { PortalClient } from '@portal/core/client';
import type { StoryContext } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SANDBOX_STORY_NOW, sandboxData } from '../../../storybook/sandboxStory';
import { loadUtilityWords } from '../storyWords';
import {
  billDetailsLabelsOf,
  billFactsOf,
  billRowsOf,
  consumptionBarsOf,
} from '../views/billDetails';
import { BillDetails, type BillDetailsLabels, type BillDetailsProps } from './BillDetails';

export interface BillStoryData {
  readonly summary: BillDetailsProps['summary'];
  readonly bills: BillDetailsProps['bills'];
  readonly consumptions: BillDetailsProps['consumptions'];
  readonly labels: BillDetailsLabels;
}

/** The demo user's first electricity and water account (ADDC) in the seeded world. */
export async function seededBillAccount(client: PortalClient) {
  const account = (await getLinkedAccounts(client)).find((each) => each.entity === 'addc');
  if (!account?.providerCode || !account.accountNumber || account.serviceType === undefined)
    throw new Error('the seeded world has no ADDC account');
  return {
    providerCode: account.providerCode,
    accountNumber: account.accountNumber,
    serviceType: account.serviceType,
  };
}

/** The three blocks filled from the seeded world's bill calls, in the story's language. */
export async function seededBillData(
  client: PortalClient,
  locale: PortalLocale,
): Promise<BillStoryData> {
  const t = await loadUtilityWords(locale);
  const account = await seededBillAccount(client);
  const words = { t, locale };
  const [bill, bills, consumptions] = await Promise.all([
    getBillDetails(client, account),
    getLastSixBills(client, account),
    getLastSixConsumptions(client, account),
  ]);
  return {
    labels: billDetailsLabelsOf(t),
    summary: { status: 'ready', data: billFactsOf(bill, words, SANDBOX_STORY_NOW) },
    bills: { status: 'ready', data: billRowsOf(bills, words) },
    consumptions: { status: 'ready', data: consumptionBarsOf(consumptions, words) },
  };
}

/** Records presses of the download and retry buttons in the stories. */
export const onDownload = fn();
export const onRetry = fn();

/** Placeholder args: the stories render from their loaded data. */
export const BASE_ARGS: BillDetailsProps = {
  summary: { status: 'loading' },
  bills: { status: 'loading' },
  consumptions: { status: 'loading' },
  labels: {} as BillDetailsLabels,
  onDownload,
};

/** Renders the bill screen from a story's loaded data. */
export function renderBillDetails(
  args: BillDetailsProps,
  { loaded }: Pick<StoryContext, 'loaded'>,
) {
  const data = sandboxData<BillStoryData>(loaded);
  return (
    <BillDetails
      {...args}
      summary={data.summary}
      bills={data.bills}
      consumptions={data.consumptions}
      labels={data.labels}
    />
  );
}
