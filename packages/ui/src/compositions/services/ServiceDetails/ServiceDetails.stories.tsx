import { getServiceByGspPath } from '@portal/core/api/common';
import { failureTextOf } from '@portal/core/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { loadServiceWords } from '../storyWords';
import { serviceDetailsLabelsOf } from '../views/serviceDetails';
import { ServiceDetails } from './ServiceDetails';
import {
  BASE_ARGS,
  onRetry,
  renderServiceDetails,
  seededServiceData,
  type ServiceStoryData,
} from './serviceDetailsStoryData';

const meta = {
  title: 'Services/ServiceDetails',
  component: ServiceDetails,
  args: BASE_ARGS,
  render: renderServiceDetails,
} satisfies Meta<typeof ServiceDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A seeded online service open to anyone: its name as the page's heading, entity, audiences,
 * requirements, documents, fees in AED, steps, duration, channels and related services; its start
 * is a link to the entity's site that says it leaves the portal and opens a new tab.
 */
export const Content: Story = {
  parameters: sandboxStory<ServiceStoryData>({
    load: ({ client, locale }) => seededServiceData(client, locale, 'online'),
  }),
  play: async ({ canvas, loaded }) => {
    const { state, labels } = sandboxData<ServiceStoryData>(loaded);
    if (state.status !== 'ready' || !state.data)
      throw new globalThis.Error('the story has no service');
    const service = state.data;
    await expect(canvas.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
    const start = canvas.getByRole('link', {
      name: `${labels.start.online} (${labels.start.external})`,
    });
    await expect(start).toHaveAttribute('target', '_blank');
    await expect(start.getAttribute('href')).toMatch(/^https:\/\/adp\.sandbox\.portal\.example\//);
    for (const part of [labels.requirements, labels.documents, labels.fees, labels.steps])
      await expect(canvas.getByRole('region', { name: part })).toBeVisible();
    const related = canvas.getByRole('region', { name: labels.related });
    const links = within(related).getAllByRole('link');
    await expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links)
      await expect(link.getAttribute('href')).toMatch(/^\/(en|ar-AE)\/services\//);
  },
};

/** While the service is read: a skeleton shaped like the page, "loading" said in words. */
export const Loading: Story = {
  parameters: sandboxStory<ServiceStoryData>({
    load: async ({ locale }) => ({
      labels: serviceDetailsLabelsOf(await loadServiceWords(locale)),
      state: { status: 'loading' },
    }),
  }),
  play: async ({ canvas, loaded }) => {
    const { labels } = sandboxData<ServiceStoryData>(loaded);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(labels.loading));
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/**
 * No service at this address (the sandbox answers 404): the not-found sentence, no heading of a
 * service and no start.
 */
export const Empty: Story = {
  parameters: sandboxStory<ServiceStoryData>({
    load: async ({ client, locale }) => {
      const t = await loadServiceWords(locale);
      const status = await getServiceByGspPath(client, 'services/none/none/none').then(
        () => 200,
        (error: { status?: number }) => error.status,
      );
      if (status !== 404) throw new globalThis.Error(`expected a 404, got ${String(status)}`);
      return { labels: serviceDetailsLabelsOf(t), state: { status: 'ready', data: undefined } };
    },
  }),
  play: async ({ canvas, loaded }) => {
    const { labels } = sandboxData<ServiceStoryData>(loaded);
    await expect(canvas.getByText(labels.notFound)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The service read fails (503): the server's message and a retry that asks again. */
export const Error: Story = {
  parameters: sandboxStory<ServiceStoryData>({
    load: async ({ clientWithFault, locale }) => {
      const t = await loadServiceWords(locale);
      const message = await getServiceByGspPath(
        clientWithFault('503'),
        'services/adp/transport/pay-the-fees-of-a-vehicle-registration',
      ).then(
        () => '',
        (error: unknown) => failureTextOf(error, t('service.error')),
      );
      return {
        labels: serviceDetailsLabelsOf(t),
        state: { status: 'error', message, onRetry },
      };
    },
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const { labels, state } = sandboxData<ServiceStoryData>(loaded);
    onRetry.mockClear();
    await expect(state.status === 'error' && state.message !== '').toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};
