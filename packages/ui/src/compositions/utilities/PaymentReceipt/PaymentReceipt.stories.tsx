import { failureTextOf } from '@portal/core/client';
import { inquireTransaction } from '@portal/core/api/payment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { loadUtilityWords } from '../storyWords';
import { paymentReceiptLabelsOf } from '../views/paymentReceipt';
import { PaymentReceipt } from './PaymentReceipt';
import {
  BASE_ARGS,
  SEEDED,
  onDownload,
  onRetry,
  renderReceipt,
  seededReceiptState,
  type ReceiptStoryData,
} from './paymentReceiptStoryData';

const meta = {
  title: 'Utilities/PaymentReceipt',
  component: PaymentReceipt,
  args: BASE_ARGS,
  render: renderReceipt,
} satisfies Meta<typeof PaymentReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded transaction's details from the inquiry; the download button asks for the PDF. */
export const Content: Story = {
  parameters: sandboxStory<ReceiptStoryData>({
    as: 'normal',
    load: async ({ client, locale }) => {
      const t = await loadUtilityWords(locale);
      return {
        labels: paymentReceiptLabelsOf(t),
        state: await seededReceiptState(client, t, locale),
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

/**
 * While the inquiry runs: a skeleton, "loading" said once. The words arrive one frame after the
 * skeleton (the live region exists before it speaks), so the play waits for them.
 */
export const Loading: Story = {
  parameters: sandboxStory<ReceiptStoryData>({
    as: 'normal',
    load: async ({ locale }) => ({
      labels: paymentReceiptLabelsOf(await loadUtilityWords(locale)),
      state: { status: 'loading' },
    }),
  }),
  play: async ({ canvas, loaded }) => {
    const { labels } = sandboxData<ReceiptStoryData>(loaded);
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(labels.loading));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * The inquiry's answer could not be read (a broken gateway page): the receipt's generic words and a
 * retry that asks again; no download button. (A 503 with a message would show the server's text.)
 */
export const Error: Story = {
  parameters: sandboxStory<ReceiptStoryData>({
    as: 'normal',
    load: async ({ clientWithFault, locale }) => {
      const t = await loadUtilityWords(locale);
      const message = await inquireTransaction(clientWithFault('malformed'), SEEDED).then(
        () => '',
        (error: unknown) => failureTextOf(error, t('utilities.receipt.error')),
      );
      return {
        labels: paymentReceiptLabelsOf(t),
        state: { status: 'error', message, onRetry },
        generic: t('utilities.receipt.error'),
      };
    },
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const { labels, state, generic } = sandboxData<ReceiptStoryData>(loaded);
    onRetry.mockClear();
    const message = state.status === 'error' ? state.message : '';
    await expect(message).toBe(generic);
    // What is seen: the message once on screen (its spoken copy sits in the status region).
    const shown = canvas.getAllByText(message).filter((node) => !node.closest('[role="status"]'));
    await expect(shown).toHaveLength(1);
    await expect(shown[0]).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByRole('status').map((region) => region.textContent)).toContain(message),
    );
    await expect(canvas.queryByRole('button', { name: labels.download })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};
