import { getInformationPage } from '@portal/core/api/common';
import { failureTextOf } from '@portal/core/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { loadInformationWords } from '../storyWords';
import { informationPageLabelsOf } from '../views/informationPage';
import { InformationPage } from './InformationPage';
import {
  BASE_ARGS,
  onRetry,
  renderInformationPage,
  sandboxInformationData,
  type InformationStoryData,
} from './informationPageStoryData';

const meta = {
  title: 'Content/InformationPage',
  component: InformationPage,
  args: BASE_ARGS,
  render: renderInformationPage,
} satisfies Meta<typeof InformationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sandbox's About page: its title as the page's heading, the summary, the date it was last
 * updated in the page's language, the body and each section under its own heading.
 */
export const Content: Story = {
  parameters: sandboxStory<InformationStoryData>({
    load: ({ client, locale }) => sandboxInformationData(client, locale, 'about'),
  }),
  play: async ({ canvas, canvasElement, loaded }) => {
    const { state, labels } = sandboxData<InformationStoryData>(loaded);
    if (state.status !== 'ready' || !state.data)
      throw new globalThis.Error('the story has no page');
    const page = state.data;
    await expect(canvas.getByRole('heading', { level: 1, name: page.title })).toBeVisible();
    if (page.summary) await expect(canvas.getByText(page.summary)).toBeVisible();
    const updated = canvas.getByText(labels.lastUpdated, { exact: false });
    const time = canvasElement.querySelector('time');
    await expect(updated).toBeVisible();
    await expect(time?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.sections.length).toBeGreaterThanOrEqual(2);
    for (const section of page.sections) {
      const region = canvas.getByRole('region', { name: section.heading });
      await expect(
        within(region).getByRole('heading', { level: 2, name: section.heading }),
      ).toBeVisible();
    }
  },
};

/** While the page is read: a skeleton shaped like the page, "loading" said in words. */
export const Loading: Story = {
  parameters: sandboxStory<InformationStoryData>({
    load: async ({ locale }) => ({
      labels: informationPageLabelsOf(await loadInformationWords(locale)),
      state: { status: 'loading' },
    }),
  }),
  play: async ({ canvas, loaded }) => {
    const { labels } = sandboxData<InformationStoryData>(loaded);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(labels.loading));
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** No page at this address (the sandbox's CMS answers 404): the not-found sentence, no heading. */
export const Empty: Story = {
  parameters: sandboxStory<InformationStoryData>({
    load: async ({ client, locale }) => {
      const t = await loadInformationWords(locale);
      const status = await getInformationPage(client, 'no-such-page' as 'about').then(
        () => 200,
        (error: { status?: number }) => error.status,
      );
      if (status !== 404) throw new globalThis.Error(`expected a 404, got ${String(status)}`);
      return { labels: informationPageLabelsOf(t), state: { status: 'ready', data: undefined } };
    },
  }),
  play: async ({ canvas, loaded }) => {
    const { labels } = sandboxData<InformationStoryData>(loaded);
    await expect(canvas.getByText(labels.notFound)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The page read fails (503): the server's message and a retry that asks again. */
export const Error: Story = {
  parameters: sandboxStory<InformationStoryData>({
    load: async ({ clientWithFault, locale }) => {
      const t = await loadInformationWords(locale);
      const message = await getInformationPage(clientWithFault('503'), 'faq').then(
        () => '',
        (error: unknown) => failureTextOf(error, t('information.error')),
      );
      return {
        labels: informationPageLabelsOf(t),
        state: { status: 'error', message, onRetry },
      };
    },
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const { labels, state } = sandboxData<InformationStoryData>(loaded);
    onRetry.mockClear();
    await expect(state.status === 'error' && state.message !== '').toBe(true);
    if (state.status === 'error') await expect(canvas.getAllByText(state.message)[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};
