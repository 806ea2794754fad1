import { deleteLinkedAccount, getUtilityHub } from '@portal/core/api/paymentHub';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../../../components/Button';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { loadUtilityWords } from '../storyWords';
import { utilityErrorText, type UtilityWords } from '../utilityWords';
import { UtilityHub, type UtilityHubLabels, type UtilityHubState } from './UtilityHub';
import { utilityHubGroupsOf } from './utilityHubGroups';

interface HubStoryData {
  readonly state: UtilityHubState;
  readonly labels: UtilityHubLabels;
  readonly add: string;
  readonly words: { readonly pay: string; readonly topUp: string; readonly electricity: string };
}

function labelsOf(t: UtilityWords): UtilityHubLabels {
  return {
    loading: t('utilities.loadingAccounts'),
    emptyTitle: t('utilities.noAccounts'),
    empty: t('utilities.noAccountsNext'),
    errorTitle: t('utilities.loadError'),
    retry: t('utilities.tryAgain'),
    retrying: t('utilities.retrying'),
  };
}

function wordsOf(t: UtilityWords) {
  return {
    pay: t('utilities.payBill'),
    topUp: t('utilities.topUp'),
    electricity: t('utilities.category.electricityWater'),
  };
}

const meta = {
  title: 'Utilities/UtilityHub',
  component: UtilityHub,
  render: (_args, { loaded }) => {
    const data = sandboxData<HubStoryData>(loaded);
    return (
      <UtilityHub
        state={data.state}
        labels={data.labels}
        addAccount={<Button variant="secondary">{data.add}</Button>}
      />
    );
  },
} satisfies Meta<typeof UtilityHub>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo user's 16 linked accounts, by category, with amounts due, plans and autopay states. */
export const Content: Story = {
  args: { state: { status: 'loading' }, labels: {} as UtilityHubLabels, addAccount: null },
  parameters: sandboxStory<HubStoryData>({
    as: 'normal',
    load: async ({ client, locale }) => {
      const t = await loadUtilityWords(locale);
      const hub = await getUtilityHub(client);
      const groups = utilityHubGroupsOf(hub, {
        t,
        locale,
        actionsOf: (entry) => (
          <Button size="sm">{entry.topUp ? t('utilities.topUp') : t('utilities.payBill')}</Button>
        ),
      });
      return {
        state: { status: 'ready', groups },
        labels: labelsOf(t),
        add: t('utilities.addAccount'),
        words: wordsOf(t),
      };
    },
  }),
  play: async ({ canvas, loaded }) => {
    const { words } = sandboxData<HubStoryData>(loaded);
    await expect(canvas.getByRole('heading', { level: 2, name: words.electricity })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(16);
    await expect(canvas.getAllByRole('button', { name: words.pay }).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: words.topUp }).length).toBeGreaterThan(0);
  },
};

/** Skeleton cards while the accounts load; "loading" said once in words. */
export const Loading: Story = {
  args: Content.args,
  parameters: sandboxStory<HubStoryData>({
    as: 'normal',
    load: async ({ locale }) => {
      const t = await loadUtilityWords(locale);
      return {
        state: { status: 'loading' },
        labels: labelsOf(t),
        add: t('utilities.addAccount'),
        words: wordsOf(t),
      };
    },
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
  args: Content.args,
  parameters: sandboxStory<HubStoryData>({
    as: 'normal',
    load: async ({ client, locale }) => {
      const t = await loadUtilityWords(locale);
      for (const group of await getUtilityHub(client)) {
        for (const entry of group.entries) {
          if (entry.account.entity !== 'unknown')
            await deleteLinkedAccount(client, entry.account.entity, entry.account.id);
        }
      }
      const groups = utilityHubGroupsOf(await getUtilityHub(client), { t, locale });
      return {
        state: { status: 'ready', groups },
        labels: labelsOf(t),
        add: t('utilities.addAccount'),
        words: wordsOf(t),
      };
    },
  }),
  play: async ({ canvas, loaded }) => {
    const { add } = sandboxData<HubStoryData>(loaded);
    await expect(canvas.getByRole('button', { name: add })).toBeVisible();
    await expect(canvas.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  },
};

/** The hub is down (503): the generic message and a retry button. */
export const Error: Story = {
  args: Content.args,
  parameters: sandboxStory<HubStoryData>({
    as: 'normal',
    load: async ({ clientWithFault, locale }) => {
      const t = await loadUtilityWords(locale);
      const message = await getUtilityHub(clientWithFault('503')).then(
        () => '',
        (error: unknown) => utilityErrorText(error, t),
      );
      return {
        state: { status: 'error', message, onRetry: () => undefined },
        labels: labelsOf(t),
        add: t('utilities.addAccount'),
        words: wordsOf(t),
      };
    },
  }),
  play: async ({ canvas, loaded }) => {
    const { labels } = sandboxData<HubStoryData>(loaded);
    await expect(canvas.getByRole('button', { name: labels.retry })).toBeVisible();
  },
};

/** 320 px wide: long Arabic and English provider names wrap, nothing scrolls sideways. */
export const Narrow: Story = {
  ...Content,
  render: (args, context) => <div className="w-[320px]">{meta.render(args, context)}</div>,
  play: async ({ canvasElement }) => {
    const hub = canvasElement.querySelector<HTMLElement>('[data-slot="utility-hub"]');
    await expect(hub).not.toBeNull();
    await expect(hub!.scrollWidth).toBeLessThanOrEqual(hub!.clientWidth);
  },
};
