import { failureTextOf } from '@portal/core/client';
import { deleteLinkedAccount, getUtilityHub } from '@portal/core/api/paymentHub';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { utilityHubGroupsOf } from '../views/utilityHub';
import { UtilityHub, type UtilityHubLabels } from './UtilityHub';
import { hubStoryData, renderHub, seededHub, type HubStoryData } from './utilityHubStoryData';

const onRetry = fn();

const meta = {
  title: 'Utilities/UtilityHub',
  component: UtilityHub,
  args: { state: { status: 'loading' }, labels: {} as UtilityHubLabels, addAccount: null },
  render: renderHub,
} satisfies Meta<typeof UtilityHub>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo user's 16 linked accounts, by category, with amounts due, plans and autopay states, and
 * each category's total due beside its heading (road tolls, all top-ups, have none).
 */
export const Content: Story = {
  parameters: seededHub,
  play: async ({ canvas, loaded }) => {
    const { words } = sandboxData<HubStoryData>(loaded);
    await expect(canvas.getByRole('heading', { level: 2, name: words.electricity })).toBeVisible();
    await expect(canvas.getAllByText(words.totalDue)).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(16);
    await expect(canvas.getAllByRole('button', { name: words.pay }).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: words.topUp }).length).toBeGreaterThan(0);
  },
};

/** Skeleton cards while the accounts load; "loading" said once in words. */
export const Loading: Story = {
  parameters: sandboxStory<HubStoryData>({
    as: 'normal',
    load: ({ locale }) => hubStoryData(locale, () => ({ status: 'loading' })),
  }),
  play: async ({ canvas, loaded }) => {
    const { labels } = sandboxData<HubStoryData>(loaded);
    // The live region is there first and gets its words a frame later: wait for them.
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(labels.loading));
  },
};

/** Every account removed in the sandbox: a sentence and the way to link one. */
export const Empty: Story = {
  parameters: sandboxStory<HubStoryData>({
    as: 'normal',
    load: async ({ client, locale }) => {
      for (const group of await getUtilityHub(client)) {
        for (const entry of group.entries) {
          if (entry.account.entity !== 'unknown')
            await deleteLinkedAccount(client, entry.account.entity, entry.account.id);
        }
      }
      const hub = await getUtilityHub(client);
      return hubStoryData(locale, (t) => ({
        status: 'ready',
        data: utilityHubGroupsOf(hub, { t, locale }),
      }));
    },
  }),
  play: async ({ canvas, loaded }) => {
    const { add } = sandboxData<HubStoryData>(loaded);
    await expect(canvas.getByRole('button', { name: add })).toBeVisible();
    await expect(canvas.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  },
};

/** The hub is down (503): the server's message and a retry button that asks again. */
export const Error: Story = {
  parameters: sandboxStory<HubStoryData>({
    as: 'normal',
    load: async ({ clientWithFault, locale }) => {
      const failure = await getUtilityHub(clientWithFault('503')).then(
        () => undefined,
        (error: unknown) => error,
      );
      return hubStoryData(locale, (t) => ({
        status: 'error',
        message: failureTextOf(failure, t('something.wentWrong')),
        onRetry,
      }));
    },
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const { labels } = sandboxData<HubStoryData>(loaded);
    onRetry.mockClear();
    await expect(
      canvas.getByRole('heading', { level: 2, name: String(labels.errorTitle) }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};
