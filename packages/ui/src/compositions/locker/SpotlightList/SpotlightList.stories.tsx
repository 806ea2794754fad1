import { failureTextOf } from '@portal/core/client';
import { getHighlights, type Highlight } from '@portal/core/api/portal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { spotlightListLabelsOf } from '../views/spotlights';
import { lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { SpotlightList } from './SpotlightList';
import { spotlightItemsOf } from '../views/spotlights';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';

/** The server's own words for its refusal, in each page language (it answers in the reader's). */
const SPOTLIGHTS_UNAVAILABLE: ServerWords = {
  en: 'Spotlights are unavailable during maintenance.',
  'ar-AE': 'الأخبار المميزة غير متاحة أثناء الصيانة.',
};

const meta = {
  title: 'Locker/SpotlightList',
  component: SpotlightList,
  loaders: [lockerWordsLoader],
  args: {
    state: { status: 'loading' },
    labels: {} as never,
    onDismiss: fn(),
    onSeen: fn(),
  },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof SpotlightList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo user's dashboard spotlights from the sandbox: the unseen one says "New", each has a
 * dismiss button naming it, and seeing them is reported once.
 */
export const Content: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<Highlight[]> => getHighlights(client, 'dashboardSpotlights'),
  }),
  render: (args, { loaded, globals }) => (
    <SpotlightList
      {...args}
      labels={spotlightListLabelsOf(lockerStoryT(loaded))}
      state={{
        status: 'ready',
        data: spotlightItemsOf(sandboxData<Highlight[]>(loaded), storyLocale(globals)),
      }}
    />
  ),
  play: async ({ canvas, args, loaded, globals, userEvent }) => {
    const t = lockerStoryT(loaded);
    const title = storyLocale(globals) === 'en' ? 'Your locker, now smarter' : 'خزانتك الآن أذكى';
    await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(canvas.getAllByText(t('notification.new'), { exact: true }).length).toBe(1);
    await waitFor(() => expect(args.onSeen).toHaveBeenCalled());
    await userEvent.click(
      canvas.getByRole('button', { name: t('locker.spotlights.dismissFor', { title }) }),
    );
    await expect(args.onDismiss).toHaveBeenCalledWith(expect.objectContaining({ title }));
  },
};

/** While the spotlights load: card placeholders and the loading sentence. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <SpotlightList {...args} labels={spotlightListLabelsOf(lockerStoryT(loaded))} />
  ),
};

/** No spotlight: the sentence says new ones will appear here. */
export const Empty: Story = {
  render: (args, { loaded }) => (
    <SpotlightList
      {...args}
      labels={spotlightListLabelsOf(lockerStoryT(loaded))}
      state={{ status: 'ready', data: [] }}
    />
  ),
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByText(lockerStoryT(loaded)('locker.spotlights.empty'))).toBeVisible();
  },
};

/** The highlights service failed: its message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault, locale }) =>
      getHighlights(
        clientWithFault(faultSaying('503', SPOTLIGHTS_UNAVAILABLE, locale)),
        'dashboardSpotlights',
      ).catch((error: unknown) => error),
  }),
  render: (args, { loaded }) => {
    const t = lockerStoryT(loaded);
    return (
      <SpotlightList
        {...args}
        labels={spotlightListLabelsOf(t)}
        state={{
          status: 'error',
          message: failureTextOf(sandboxData(loaded), t('something.wentWrong')),
          onRetry: fn(),
        }}
      />
    );
  },
  play: async ({ canvas, loaded, globals }) => {
    await waitFor(() =>
      expect(canvas.getAllByText(SPOTLIGHTS_UNAVAILABLE[storyLocale(globals)])[0]).toBeVisible(),
    );
    await expect(
      canvas.getByRole('button', { name: lockerStoryT(loaded)('common.tryAgain') }),
    ).toBeVisible();
  },
};
