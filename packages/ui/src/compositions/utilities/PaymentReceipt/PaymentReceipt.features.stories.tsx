import { failureTextOf } from '@portal/core/client';
import { downloadReceipt } from '@portal/core/api/payment';
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
  renderReceipt,
  seededReceiptState,
  type ReceiptStoryData,
} from './paymentReceiptStoryData';

const meta = {
  title: 'Utilities/PaymentReceipt/Features',
  component: PaymentReceipt,
  args: BASE_ARGS,
} satisfies Meta<typeof PaymentReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The PDF could not be fetched (the receipt call answered a broken gateway page): the error alert
 * above the button, no spinner left turning, and the button asks again from the keyboard; 320 px
 * wide, nothing scrolls sideways.
 */
export const DownloadFailedNarrow: Story = {
  parameters: sandboxStory<ReceiptStoryData>({
    as: 'normal',
    load: async ({ client, clientWithFault, locale }) => {
      const t = await loadUtilityWords(locale);
      const state = await seededReceiptState(client, t, locale);
      const downloadError = await downloadReceipt(clientWithFault('malformed'), SEEDED).then(
        () => '',
        (error: unknown) => failureTextOf(error, t('utilities.receipt.error')),
      );
      return { state, labels: { ...paymentReceiptLabelsOf(t), downloadError } };
    },
  }),
  render: (args, context) => <div className="w-[320px]">{renderReceipt(args, context)}</div>,
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const { labels } = sandboxData<ReceiptStoryData>(loaded);
    onDownload.mockClear();
    await expect(labels.downloadError).not.toBe('');
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(labels.downloadError!));
    await expect(alert).toBeVisible();
    const download = canvas.getByRole('button', { name: labels.download });
    await expect(download).not.toHaveAttribute('aria-disabled');
    download.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onDownload).toHaveBeenCalledTimes(1);
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
