import { failureTextOf } from '@portal/core/client';
import { getLastSixBills } from '@portal/core/api/bills';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { loadUtilityWords } from '../storyWords';
import { billDetailsLabelsOf } from '../views/billDetails';
import { BillDetails } from './BillDetails';
import {
  BASE_ARGS,
  onDownload,
  onRetry,
  renderBillDetails,
  seededBillAccount,
  seededBillData,
  type BillStoryData,
} from './billDetailsStoryData';

const meta = {
  title: 'Utilities/BillDetails',
  component: BillDetails,
  args: BASE_ARGS,
  render: renderBillDetails,
} satisfies Meta<typeof BillDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The seeded ADDC account: the current bill's facts and download, the last six bills, and the last
 * six consumptions as a chart with the same six months as a table.
 */
export const Content: Story = {
  parameters: sandboxStory<BillStoryData>({
    as: 'normal',
    load: ({ client, locale }) => seededBillData(client, locale),
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const { labels } = sandboxData<BillStoryData>(loaded);
    onDownload.mockClear();
    const bills = canvas.getByRole('table', { name: String(labels.bills.title) });
    // A header row and six bills.
    await expect(within(bills).getAllByRole('row')).toHaveLength(7);
    const chart = canvas.getByRole('table', { name: String(labels.consumptions.chart) });
    await expect(within(chart).getAllByRole('row')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: labels.download }));
    await expect(onDownload).toHaveBeenCalledTimes(1);
  },
};

/** Each block while its call runs: a skeleton shaped like it, "loading" said in words. */
export const Loading: Story = {
  parameters: sandboxStory<BillStoryData>({
    as: 'normal',
    load: async ({ locale }) => ({
      labels: billDetailsLabelsOf(await loadUtilityWords(locale)),
      summary: { status: 'loading' },
      bills: { status: 'loading' },
      consumptions: { status: 'loading' },
    }),
  }),
  play: async ({ canvas, loaded }) => {
    const { labels } = sandboxData<BillStoryData>(loaded);
    // The live regions are there first and get their words a frame later: wait for them.
    await waitFor(() =>
      expect(canvas.getAllByRole('status').map((region) => region.textContent)).toEqual([
        labels.summary.loading,
        labels.bills.loading,
        labels.consumptions.loading,
      ]),
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * Nothing to show yet (an account linked today: the seeded world gives every account a history, so
 * the lists are empty here): a sentence per block, no table and no download.
 */
export const Empty: Story = {
  parameters: sandboxStory<BillStoryData>({
    as: 'normal',
    load: async ({ locale }) => ({
      labels: billDetailsLabelsOf(await loadUtilityWords(locale)),
      summary: { status: 'ready', data: [] },
      bills: { status: 'ready', data: [] },
      consumptions: { status: 'ready', data: [] },
    }),
  }),
  play: async ({ canvas, loaded }) => {
    const { labels } = sandboxData<BillStoryData>(loaded);
    await expect(canvas.getByText(String(labels.bills.empty))).toBeVisible();
    await expect(canvas.getByText(String(labels.consumptions.empty))).toBeVisible();
    await expect(canvas.queryAllByRole('table')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: labels.download })).toBeNull();
  },
};

/**
 * The bills service is down (503): every block shows the server's message and its own retry; the
 * retry asks again.
 */
export const Error: Story = {
  parameters: sandboxStory<BillStoryData>({
    as: 'normal',
    load: async ({ client, clientWithFault, locale }) => {
      const t = await loadUtilityWords(locale);
      const account = await seededBillAccount(client);
      const message = await getLastSixBills(clientWithFault('503'), account).then(
        () => '',
        (error: unknown) => failureTextOf(error, t('something.wentWrong')),
      );
      const failed = { status: 'error', message, onRetry } as const;
      return {
        labels: billDetailsLabelsOf(t),
        summary: failed,
        bills: failed,
        consumptions: failed,
      };
    },
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const { labels, bills } = sandboxData<BillStoryData>(loaded);
    onRetry.mockClear();
    await expect(bills.status === 'error' && bills.message !== '').toBe(true);
    const retries = canvas.getAllByRole('button', { name: labels.retry });
    await expect(retries).toHaveLength(3);
    await userEvent.click(retries[1]!);
    await expect(onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: labels.download })).toBeNull();
  },
};
