import { failureTextOf } from '@portal/core/client';
import { getTollHistory } from '@portal/core/api/tollWallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../../components/Button';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { darbHistoryLabelsOf } from '../views/history';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { DarbHistory } from './DarbHistory';
import {
  darbHistoryStatesOf,
  loadDarbHistory,
  type DarbHistoryStoryData,
} from './darbHistoryStoryData';

const meta = {
  title: 'Wallet/DarbHistory',
  component: DarbHistory,
  args: {
    tab: 'toll',
    onTabChange: fn(),
    onPageChange: fn(),
    toll: { status: 'loading' },
    financial: { status: 'loading' },
    unpaid: { status: 'loading' },
    labels: {} as never,
  },
  argTypes: {
    toll: { control: false },
    financial: { control: false },
    unpaid: { control: false },
    labels: { control: false },
  },
  loaders: [walletWordsLoader],
} satisfies Meta<typeof DarbHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo user's toll crossings of the last 90 days, first page of two: date and time, gate, plate,
 * amount and whether it was paid. Next page asks for page 2.
 */
export const Content: Story = {
  parameters: {
    ...sandboxStory({ as: 'normal', load: loadDarbHistory }),
    // A full page of 20 crossings is taller than the test viewport, and the browser's picture of an
    // element that tall came out scrolled differently from run to run (tabs cut off, a blank band).
    // The rows' look is pictured by the features stories (financial tab, unpaid at 320 px).
    screenshot: false,
  },
  render: (args, { loaded, globals }) => {
    const t = walletStoryT(loaded);
    const data = sandboxData<DarbHistoryStoryData>(loaded);
    return (
      <DarbHistory
        {...args}
        {...darbHistoryStatesOf(t, data, storyLocale(globals))}
        labels={darbHistoryLabelsOf(t)}
      />
    );
  },
  play: async ({ canvas, args, loaded, userEvent }) => {
    const t = walletStoryT(loaded);
    const table = canvas.getByRole('table', { name: t('wallet.history.tollCaption') });
    // A header row and the page's 20 crossings.
    await expect(table.querySelectorAll('tr')).toHaveLength(21);
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.history.next') }));
    await expect(args.onPageChange).toHaveBeenCalledWith('toll', 2);
  },
};

/** While the history loads. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <DarbHistory {...args} labels={darbHistoryLabelsOf(walletStoryT(loaded))} />
  ),
};

/** Nothing in the last 90 days: the sentence, what fills it, and the way to the wallets. */
export const Empty: Story = {
  render: (args, { loaded }) => {
    const t = walletStoryT(loaded);
    const none = { status: 'ready', data: { rows: [], page: 1, pageCount: 1 } } as const;
    return (
      <DarbHistory
        {...args}
        toll={none}
        financial={none}
        unpaid={none}
        labels={darbHistoryLabelsOf(t)}
        emptyAction={<Button variant="secondary">{t('wallet.history.toWallets')}</Button>}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = walletStoryT(loaded);
    await expect(canvas.getByText(t('wallet.history.empty'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('wallet.history.toWallets') })).toBeVisible();
  },
};

/** The history could not be loaded: the server's message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault, now }) =>
      getTollHistory(clientWithFault('503'), {
        fromDate: now.toISOString().slice(0, 10),
        toDate: now.toISOString().slice(0, 10),
      }).catch((error: unknown) => error),
  }),
  render: (args, { loaded }) => {
    const t = walletStoryT(loaded);
    return (
      <DarbHistory
        {...args}
        toll={{
          status: 'error',
          message: failureTextOf(sandboxData(loaded), t('something.wentWrong')),
          onRetry: fn(),
        }}
        labels={darbHistoryLabelsOf(t)}
      />
    );
  },
};
