import { failureTextOf } from '@portal/core/client';
import { isAutopayEligible } from '@portal/core';
import {
  deleteLinkedAccount,
  getAutopayUtilities,
  getLinkedAccounts,
} from '@portal/core/api/paymentHub';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { AutopayAccounts, type AutopayAccountsLabels } from './AutopayAccounts';
import {
  autopayStoryData,
  renderAutopay,
  seededAutopay,
  type AutopayStoryData,
} from './autopayStoryData';

const onRetry = fn();

const meta = {
  title: 'Utilities/AutopayAccounts',
  component: AutopayAccounts,
  args: {
    state: { status: 'loading' },
    labels: {} as AutopayAccountsLabels,
    empty: { message: '' },
  },
  render: renderAutopay,
} satisfies Meta<typeof AutopayAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo user's ten accounts that can be paid automatically (postpaid mobile, electricity and
 * water, gas; prepaid lines and Salik are left out), in every state: set up, active with pause, paused
 * with resume, each with its payment day as an ordinal.
 */
export const Content: Story = {
  parameters: seededAutopay,
  play: async ({ canvas, loaded }) => {
    const { labels, words } = sandboxData<AutopayStoryData>(loaded);
    const list = canvas.getByRole('list', { name: labels.list });
    await expect(list).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    // Each action is named after its account ("Pause autopay for Office"), its visible word first.
    for (const word of [words.setup, words.pause, words.resume]) {
      const named = canvas.getAllByRole('button', { name: (name) => name.startsWith(word) });
      await expect(named.length).toBeGreaterThan(0);
    }
  },
};

/** Skeleton cards while the accounts load; "loading" said once in words. */
export const Loading: Story = {
  parameters: sandboxStory<AutopayStoryData>({
    as: 'normal',
    load: ({ locale }) => autopayStoryData(locale, () => ({ status: 'loading' })),
  }),
  play: async ({ canvas, loaded }) => {
    const { labels } = sandboxData<AutopayStoryData>(loaded);
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(labels.loading));
  },
};

/** Every eligible account removed in the sandbox: a sentence and the way to link one. */
export const Empty: Story = {
  parameters: sandboxStory<AutopayStoryData>({
    as: 'normal',
    load: async ({ client, locale }) => {
      for (const account of await getLinkedAccounts(client)) {
        if (account.entity !== 'unknown' && isAutopayEligible(account.providerCode))
          await deleteLinkedAccount(client, account.entity, account.id);
      }
      return autopayStoryData(locale, () => ({ status: 'ready', data: [] }));
    },
  }),
  play: async ({ canvas, loaded }) => {
    const { empty } = sandboxData<AutopayStoryData>(loaded);
    await expect(canvas.getByText(empty.message)).toBeVisible();
    await expect(canvas.getByRole('button', { name: empty.action })).toBeVisible();
    await expect(canvas.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  },
};

/** The hub is down (503): the server's message and a retry button that asks again. */
export const Error: Story = {
  parameters: sandboxStory<AutopayStoryData>({
    as: 'normal',
    load: async ({ clientWithFault, locale }) => {
      const failure = await getAutopayUtilities(clientWithFault('503')).then(
        () => undefined,
        (error: unknown) => error,
      );
      return autopayStoryData(locale, (t) => ({
        status: 'error',
        message: failureTextOf(failure, t('something.wentWrong')),
        onRetry,
      }));
    },
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const { labels } = sandboxData<AutopayStoryData>(loaded);
    onRetry.mockClear();
    await expect(
      canvas.getByRole('heading', { level: 2, name: String(labels.errorTitle) }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};
