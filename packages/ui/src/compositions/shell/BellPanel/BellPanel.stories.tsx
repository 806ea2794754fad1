import { notificationBellLabel } from '@portal/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { shellWordsLoader, storyT } from '../shellStoryWords';
import { BellPanel, type BellPanelLabels, type BellPanelListState } from './BellPanel';
import { loadBellPanelStoryData, type BellPanelStoryData } from './bellPanelStoryData';

const t0 = (): BellPanelListState => ({ status: 'loading' });

function labelsOf(
  t: (key: string) => string,
  locale: ReturnType<typeof storyLocale>,
  count: number | undefined,
): BellPanelLabels {
  return {
    title: t('header.notifications.title'),
    bell: notificationBellLabel(locale, count),
    tabs: {
      actions: t('header.notifications.tabs.actions'),
      activities: t('header.notifications.tabs.activities'),
      spotlights: t('header.notifications.tabs.spotlights'),
    },
    new: t('header.notifications.new'),
    viewAll: t('header.notifications.viewAll'),
    empty: t('header.notifications.empty'),
    loading: t('header.notifications.loading'),
    retry: t('common.tryAgain'),
    retrying: t('common.loading'),
    close: t('common.close'),
  };
}

const meta = {
  title: 'Shell/BellPanel',
  component: BellPanel,
  args: {
    count: undefined,
    labels: labelsOf(() => '', 'en', undefined),
    lists: { actions: t0(), activities: t0(), spotlights: t0() },
    viewAllHref: '#/mylocker/notifications',
    onOpenChange: fn(),
    defaultOpen: true,
  },
  argTypes: { labels: { control: false }, lists: { control: false } },
  loaders: [shellWordsLoader],
  parameters: {
    docs: { story: { inline: false, height: '560px' } },
    ...sandboxStory({
      as: 'normal',
      load: ({ client, locale, now }) => loadBellPanelStoryData(client, locale, now),
    }),
  },
  render: (args, { loaded, globals }) => {
    const data = sandboxData<BellPanelStoryData>(loaded);
    return (
      <div className="flex justify-end p-4">
        <BellPanel
          {...args}
          count={data.count}
          labels={labelsOf(storyT(loaded), storyLocale(globals), data.count)}
          lists={{
            actions: { status: 'ready', data: data.actions },
            activities: { status: 'ready', data: data.activities },
            spotlights: { status: 'ready', data: data.spotlights },
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof BellPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The seeded demo user's notifications: three tabs, new ones marked in words, the view-all link;
 * arrows move between tabs; Escape closes the panel and focus is back on the bell.
 */
export const Content: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, loaded, globals, userEvent }) => {
    const t = storyT(loaded);
    const data = sandboxData<BellPanelStoryData>(loaded);
    const bell = canvas.getByRole('button', {
      name: notificationBellLabel(storyLocale(globals), data.count),
    });
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: t('header.notifications.title') });
    const actions = screen.getByRole('tab', { name: t('header.notifications.tabs.actions') });
    await expect(actions).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getAllByRole('tab')).toHaveLength(3);
    if (data.actions.some((item) => item.isNew))
      await expect(panel).toHaveTextContent(t('header.notifications.new'));
    await expect(
      screen.getByRole('link', { name: t('header.notifications.viewAll') }),
    ).toBeVisible();
    actions.focus();
    await userEvent.keyboard(globals['locale'] === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(
      screen.getByRole('tab', { name: t('header.notifications.tabs.activities') }),
    ).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bell).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
  },
};

/** Loading: each tab shows the shape of the list to come and says so in words. */
export const Loading: Story = {
  render: (args, { loaded, globals }) => (
    <div className="flex justify-end p-4">
      <BellPanel {...args} labels={labelsOf(storyT(loaded), storyLocale(globals), undefined)} />
    </div>
  ),
  play: async ({ loaded }) => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(dialog).toHaveTextContent(storyT(loaded)('header.notifications.loading')),
    );
  },
};

/** Nothing new: the sentence, and the view-all link as the next step. */
export const Empty: Story = {
  render: (args, { loaded, globals }) => (
    <div className="flex justify-end p-4">
      <BellPanel
        {...args}
        count={0}
        labels={labelsOf(storyT(loaded), storyLocale(globals), 0)}
        lists={{
          actions: { status: 'ready', data: [] },
          activities: { status: 'ready', data: [] },
          spotlights: { status: 'ready', data: [] },
        }}
      />
    </div>
  ),
  play: async ({ loaded }) => {
    const t = storyT(loaded);
    await expect(await screen.findByRole('dialog')).toHaveTextContent(
      t('header.notifications.empty'),
    );
  },
};

/** The notifications stopped loading (spec 001 §8): the message and a retry. */
export const Error: Story = {
  render: (args, { loaded, globals }) => {
    const t = storyT(loaded);
    const error: BellPanelListState = {
      status: 'error',
      message: t('header.notifications.loadFailed'),
      onRetry: fn(),
    };
    return (
      <div className="flex justify-end p-4">
        <BellPanel
          {...args}
          labels={labelsOf(t, storyLocale(globals), undefined)}
          lists={{ actions: error, activities: error, spotlights: error }}
        />
      </div>
    );
  },
  play: async ({ loaded }) => {
    const t = storyT(loaded);
    await expect(await screen.findByRole('dialog')).toHaveTextContent(
      t('header.notifications.loadFailed'),
    );
    await expect(screen.getByRole('button', { name: t('common.tryAgain') })).toBeVisible();
  },
};
