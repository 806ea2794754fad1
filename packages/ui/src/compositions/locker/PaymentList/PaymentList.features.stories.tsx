import { getPayments, type PaymentListPage } from '@portal/core/api/payment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { SANDBOX_STORY_NOW, sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { paymentListLabelsOf } from '../views/payments';
import { lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { PaymentList } from './PaymentList';
import { paymentItemsOf } from '../views/payments';

const meta = {
  title: 'Locker/PaymentList/Features',
  component: PaymentList,
  loaders: [lockerWordsLoader],
  args: {
    state: { status: 'loading' },
    labels: {} as never,
    onDownload: fn(),
  },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof PaymentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `?dueOnly=true` at 320 px: only due bills, the list says so beside the way back to every payment;
 * titles, amounts and "Pay now" wrap and nothing scrolls sideways.
 */
export const NarrowDueOnly: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<PaymentListPage> =>
      getPayments(client, { dueOnly: true, pageSize: 50 }),
  }),
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const locale = storyLocale(globals);
    return (
      <div className="w-[320px]">
        <PaymentList
          {...args}
          labels={paymentListLabelsOf(t)}
          dueOnly
          filter={<a href={`/${locale}/mylocker/payments/list`}>{t('payment.showAll')}</a>}
          state={{
            status: 'ready',
            data: paymentItemsOf(sandboxData<PaymentListPage>(loaded).items, {
              t,
              locale,
              dueOnly: true,
              payHref: (entity, accountId) => `/${locale}/my-utilities/pay/${entity}/${accountId}`,
              now: SANDBOX_STORY_NOW,
            }),
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement, canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getByText(t('payment.dueOnlyShown'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('payment.showAll') })).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * The notified payment's receipt could not be fetched (spec 000 §4, §8): the error alert under it,
 * its button ready again, no spinner left.
 */
export const ReceiptFailed: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<PaymentListPage> => getPayments(client, { pageSize: 50 }),
  }),
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const locale = storyLocale(globals);
    return (
      <PaymentList
        {...args}
        labels={paymentListLabelsOf(t)}
        downloadError={{ id: 'TXN-SBX-000042', message: t('receipt.error') }}
        state={{
          status: 'ready',
          data: paymentItemsOf(sandboxData<PaymentListPage>(loaded).items, {
            t,
            locale,
            dueOnly: false,
            txnCode: 'TXN-SBX-000042',
            payHref: (entity, accountId) => `/${locale}/my-utilities/pay/${entity}/${accountId}`,
            now: SANDBOX_STORY_NOW,
          }),
        }}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(t('receipt.error')));
    await expect(canvas.queryByText(t('receipt.downloading'))).toBeNull();
  },
};

/** A receipt being fetched: that button is busy and says so; the others stay as they were. */
export const Downloading: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<PaymentListPage> => getPayments(client, { pageSize: 50 }),
  }),
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const locale = storyLocale(globals);
    return (
      <PaymentList
        {...args}
        labels={paymentListLabelsOf(t)}
        downloadingId="TXN-SBX-000042"
        state={{
          status: 'ready',
          data: paymentItemsOf(sandboxData<PaymentListPage>(loaded).items, {
            t,
            locale,
            dueOnly: false,
            payHref: (entity, accountId) => `/${locale}/my-utilities/pay/${entity}/${accountId}`,
            now: SANDBOX_STORY_NOW,
          }),
        }}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    const busy = canvas.getAllByRole('button', {
      name: new RegExp(`^${t('receipt.download')}: `),
    });
    await expect(
      busy.filter((button) => button.getAttribute('aria-disabled') === 'true'),
    ).toHaveLength(1);
  },
};
