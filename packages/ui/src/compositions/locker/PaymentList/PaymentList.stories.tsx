import { failureTextOf } from '@portal/core/client';
import { getPayments, type PaymentListPage } from '@portal/core/api/payment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { SANDBOX_STORY_NOW, sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { paymentListLabelsOf } from '../views/payments';
import { lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { PaymentList } from './PaymentList';
import { paymentItemsOf } from '../views/payments';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';

/** The server's own words for its refusal, in each page language (it answers in the reader's). */
const PAYMENTS_UNAVAILABLE: ServerWords = {
  en: 'Payments are unavailable during maintenance.',
  'ar-AE': 'المدفوعات غير متاحة أثناء الصيانة.',
};

/** The transaction the sandbox's seeded payment notification names. */
const NOTIFIED = 'TXN-SBX-000042';

const meta = {
  title: 'Locker/PaymentList',
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
 * The demo user's payments from the sandbox, opened from the payment notification
 * (`?txncode=TXN-SBX-000042`): due bills offer "Pay now", paid ones "Download receipt", the declined
 * one neither; the notified payment says "This payment" and has the focus.
 */
export const Content: Story = {
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
        state={{
          status: 'ready',
          data: paymentItemsOf(sandboxData<PaymentListPage>(loaded).items, {
            t,
            locale,
            dueOnly: false,
            txnCode: NOTIFIED,
            payHref: (entity, accountId) => `/${locale}/my-utilities/pay/${entity}/${accountId}`,
            now: SANDBOX_STORY_NOW,
          }),
        }}
      />
    );
  },
  play: async ({ canvas, args, loaded, userEvent }) => {
    const t = lockerStoryT(loaded);
    const focused = canvas.getByText(t('payment.thisPayment'), { exact: true }).closest('li');
    await waitFor(() => expect(focused).toHaveFocus());
    await expect(focused).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText(NOTIFIED, { exact: true })).toBeVisible();
    await expect(
      canvas.getAllByRole('link', { name: new RegExp(`^${t('payment.payNow')}: `) }).length,
    ).toBeGreaterThan(0);
    await expect(canvas.getAllByText(t('payment.status.failed'), { exact: true })).toHaveLength(1);
    const downloads = canvas.getAllByRole('button', {
      name: new RegExp(`^${t('receipt.download')}: `),
    });
    await expect(downloads).toHaveLength(2);
    await userEvent.click(downloads[0]!);
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

/** While the payments load: row placeholders and the loading sentence. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <PaymentList {...args} labels={paymentListLabelsOf(lockerStoryT(loaded))} />
  ),
};

/** No payment: the sentence and the next step. */
export const Empty: Story = {
  render: (args, { loaded }) => {
    const t = lockerStoryT(loaded);
    return (
      <PaymentList
        {...args}
        labels={paymentListLabelsOf(t)}
        state={{ status: 'ready', data: [] }}
        emptyAction={<a href="/en/my-utilities">{t('payment.goToUtilities')}</a>}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getByText(t('payment.empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('payment.goToUtilities') })).toBeVisible();
  },
};

/** The list could not be read: the server's message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault, locale }) =>
      getPayments(clientWithFault(faultSaying('503', PAYMENTS_UNAVAILABLE, locale))).catch(
        (error: unknown) => error,
      ),
  }),
  args: { onRetry: fn() } as never,
  render: (args, { loaded }) => {
    const t = lockerStoryT(loaded);
    return (
      <PaymentList
        {...args}
        labels={paymentListLabelsOf(t)}
        state={{
          status: 'error',
          message: failureTextOf(sandboxData(loaded), t('something.wentWrong')),
          onRetry: (args as unknown as { onRetry: () => void }).onRetry,
        }}
      />
    );
  },
  play: async ({ canvas, loaded, globals }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getAllByText(PAYMENTS_UNAVAILABLE[storyLocale(globals)])[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.tryAgain') })).toBeVisible();
  },
};
