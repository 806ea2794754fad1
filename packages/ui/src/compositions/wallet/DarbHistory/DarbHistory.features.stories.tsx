import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { darbHistoryLabelsOf } from '../views/history';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { DarbHistory, type DarbHistoryProps, type DarbHistoryTab } from './DarbHistory';
import {
  darbHistoryStatesOf,
  loadDarbHistory,
  type DarbHistoryStoryData,
} from './darbHistoryStoryData';

const meta = {
  title: 'Wallet/DarbHistory/Features',
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
  loaders: [walletWordsLoader],
} satisfies Meta<typeof DarbHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the tab as the app does, so the story switches tabs for real. */
function Switchable(props: DarbHistoryProps) {
  const [tab, setTab] = useState<DarbHistoryTab>(props.tab);
  return (
    <DarbHistory
      {...props}
      tab={tab}
      onTabChange={(next) => {
        props.onTabChange(next);
        setTab(next);
      }}
    />
  );
}

/**
 * Keyboard: the arrow key moves from the toll history to the financial transactions (in Arabic the
 * left arrow); top-ups and toll deductions with the balance after each, amounts with 2 decimals.
 */
export const FinancialTab: Story = {
  parameters: sandboxStory({ as: 'normal', load: loadDarbHistory }),
  render: (args, { loaded, globals }) => {
    const t = walletStoryT(loaded);
    const data = sandboxData<DarbHistoryStoryData>(loaded);
    return (
      <Switchable
        {...args}
        {...darbHistoryStatesOf(t, data, storyLocale(globals))}
        labels={darbHistoryLabelsOf(t)}
      />
    );
  },
  play: async ({ canvas, args, loaded, globals, userEvent }) => {
    const t = walletStoryT(loaded);
    canvas.getByRole('tab', { name: t('wallet.history.tollTab') }).focus();
    await userEvent.keyboard(storyLocale(globals) === 'en' ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(args.onTabChange).toHaveBeenCalledWith('financial');
    const table = canvas.getByRole('table', { name: t('wallet.history.financialCaption') });
    await expect(table).toBeVisible();
    await expect(table.textContent).toMatch(/\d+\.\d{2}/);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** The unpaid tolls of the vehicle without a wallet, at 320 px: each row a stacked card. */
export const UnpaidNarrow: Story = {
  parameters: sandboxStory({ as: 'normal', load: loadDarbHistory }),
  render: (args, { loaded, globals }) => {
    const t = walletStoryT(loaded);
    const data = sandboxData<DarbHistoryStoryData>(loaded);
    return (
      <div className="w-[320px]" data-testid="frame">
        <DarbHistory
          {...args}
          tab="unpaid"
          {...darbHistoryStatesOf(t, data, storyLocale(globals))}
          labels={darbHistoryLabelsOf(t)}
        />
      </div>
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = walletStoryT(loaded);
    const frame = canvas.getByTestId('frame');
    await expect(
      canvas.getByRole('table', { name: t('wallet.history.unpaidCaption') }),
    ).toBeVisible();
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
