import { failureTextOf } from '@portal/core/client';
import { downloadBill } from '@portal/core/api/bills';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { loadUtilityWords } from '../storyWords';
import { BillDetails } from './BillDetails';
import {
  BASE_ARGS,
  onDownload,
  renderBillDetails,
  seededBillAccount,
  seededBillData,
  type BillStoryData,
} from './billDetailsStoryData';

const meta = {
  title: 'Utilities/BillDetails/Features',
  component: BillDetails,
  args: BASE_ARGS,
} satisfies Meta<typeof BillDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The PDF could not be fetched (the download answered a broken gateway page): the error alert above
 * the button, no spinner left turning, and the button asks again from the keyboard; 320 px wide,
 * the tables and the chart wrap and nothing scrolls sideways.
 */
export const DownloadFailedNarrow: Story = {
  parameters: sandboxStory<BillStoryData>({
    as: 'normal',
    load: async ({ client, clientWithFault, locale }) => {
      const t = await loadUtilityWords(locale);
      const data = await seededBillData(client, locale);
      const account = await seededBillAccount(client);
      const downloadError = await downloadBill(clientWithFault('malformed'), {
        ...account,
        billId: 'any',
      }).then(
        () => '',
        (error: unknown) => failureTextOf(error, t('something.wentWrong')),
      );
      return { ...data, labels: { ...data.labels, downloadError } };
    },
  }),
  render: (args, context) => <div className="w-[320px]">{renderBillDetails(args, context)}</div>,
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const { labels } = sandboxData<BillStoryData>(loaded);
    onDownload.mockClear();
    await expect(labels.downloadError).toBeTruthy();
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(labels.downloadError!));
    const download = canvas.getByRole('button', { name: labels.download });
    await expect(download).not.toHaveAttribute('aria-disabled');
    download.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onDownload).toHaveBeenCalledTimes(1);
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
