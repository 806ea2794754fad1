import { formatAmount, formatDate } from '@portal/core';
import { inquireTransaction } from '@portal/core/api/payment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { loadUtilityWords } from '../storyWords';
import type { UtilityWords } from '../utilityWords';
import {
  PaymentReceipt,
  type PaymentReceiptLabels,
  type PaymentReceiptState,
} from './PaymentReceipt';

interface ReceiptStoryData {
  readonly state: PaymentReceiptState;
  readonly labels: PaymentReceiptLabels;
}

/** The sandbox's seeded, approved payment (docs/sandbox.md). */
const SEEDED = { transactionId: 'TXN-SBX-SEED-001', serviceId: 'addc' };

function labelsOf(t: UtilityWords): PaymentReceiptLabels {
  return {
    loading: t('utilities.receipt.loading'),
    success: t('utilities.receipt.success'),
    download: t('utilities.receipt.download'),
    downloading: t('utilities.receipt.downloading'),
  };
}

const onDownload = fn();

const meta = {
  title: 'Utilities/PaymentReceipt',
  component: PaymentReceipt,
  args: { state: { status: 'loading' }, labels: {} as PaymentReceiptLabels, onDownload },
  render: (args, { loaded }) => {
    const data = sandboxData<ReceiptStoryData>(loaded);
    return <PaymentReceipt {...args} state={data.state} labels={data.labels} />;
  },
} satisfies Meta<typeof PaymentReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded transaction's details from the inquiry; the download button asks for the PDF. */
export const Content: Story = {
  parameters: sandboxStory<ReceiptStoryData>({
    as: 'normal',
    load: async ({ client, locale }) => {
      const t = await loadUtilityWords(locale);
      const details = await inquireTransaction(client, SEEDED);
      return {
        labels: labelsOf(t),
        state: {
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
        },
      };
    },
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const { labels } = sandboxData<ReceiptStoryData>(loaded);
    onDownload.mockClear();
    await expect(canvas.getByText('TXN-SBX-SEED-001')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.download }));
    await expect(onDownload).toHaveBeenCalledTimes(1);
  },
};

/** While the inquiry runs: a skeleton, "loading" said once. */
export const Loading: Story = {
  parameters: sandboxStory<ReceiptStoryData>({
    as: 'normal',
    load: async ({ locale }) => ({
      labels: labelsOf(await loadUtilityWords(locale)),
      state: { status: 'loading' },
    }),
  }),
  play: async ({ canvas, loaded }) => {
    const { labels } = sandboxData<ReceiptStoryData>(loaded);
    await expect(canvas.getByText(labels.loading)).toBeInTheDocument();
  },
};

/** The inquiry failed (503): the error alert, no spinner, no download button. */
export const Error: Story = {
  parameters: sandboxStory<ReceiptStoryData>({
    as: 'normal',
    load: async ({ clientWithFault, locale }) => {
      const t = await loadUtilityWords(locale);
      const failed = await inquireTransaction(clientWithFault('503'), SEEDED).then(
        () => false,
        () => true,
      );
      return {
        labels: labelsOf(t),
        state: { status: 'error', message: failed ? t('utilities.receipt.error') : '' },
      };
    },
  }),
  play: async ({ canvas, loaded }) => {
    const { labels } = sandboxData<ReceiptStoryData>(loaded);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: labels.download })).toBeNull();
  },
};
