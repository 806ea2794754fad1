import { getServiceList, type ServiceListPage } from '@portal/core/api/portal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { AllServices, type AllServicesState } from './AllServices';
import { allServicesLabelsOf } from '../views/allServices';
import { allServicesStoryState } from './allServicesStoryState';

const meta = {
  title: 'Home/AllServices',
  component: AllServices,
  args: {
    labels: allServicesLabelsOf(String),
    title: '',
    description: '',
    allCategoriesHref: '?',
    state: { status: 'loading' },
    pageHref: (page: number) => `?page=${page}`,
  },
  argTypes: { labels: { control: false }, state: { control: false } },
  loaders: [homeWordsLoader],
  render: (args, { loaded }) => {
    const t = homeStoryT(loaded);
    const page = 'sandbox' in loaded ? sandboxData<ServiceListPage>(loaded) : undefined;
    const state: AllServicesState = page ? allServicesStoryState(page, t, fn()) : args.state;
    return (
      <AllServices
        {...args}
        labels={allServicesLabelsOf(t)}
        title={t('search.allServices.individuals')}
        description={t('search.allServices.individualsDescription')}
        state={state}
      />
    );
  },
} satisfies Meta<typeof AllServices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S2.7: the individuals' first page from the sandbox, every category, the count and pages. */
export const Content: Story = {
  parameters: sandboxStory({
    load: ({ client }) => getServiceList(client, { bundle: 'individual' }),
  }),
  play: async ({ canvas, loaded }) => {
    const t = homeStoryT(loaded);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t('search.allServices.individuals'),
    );
    const browse = canvas.getByRole('navigation', { name: t('search.browseByCategory') });
    await expect(browse.querySelector('[aria-current="page"]')?.textContent ?? '').toBe(
      t('search.allServices.allCategories'),
    );
    const list = canvas.getByRole('list', { name: t('search.allServices.listLabel') });
    await expect(list.children).toHaveLength(10);
    await expect(
      canvas.getByRole('navigation', { name: t('search.pagination.label') }),
    ).toBeVisible();
  },
};

/** Loading: a skeleton of the categories and the list, announced. */
export const Loading: Story = {
  play: async ({ canvas, loaded }) => {
    // The skeleton group's live region fills a frame after mounting.
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(homeStoryT(loaded)('home.loading')),
    );
  },
};

/** Empty: a category without services, and the way back to every category. */
export const Empty: Story = {
  args: { category: 'none' },
  parameters: sandboxStory({
    load: ({ client }) => getServiceList(client, { bundle: 'individual', category: 'none' }),
  }),
  play: async ({ canvas, loaded }) => {
    const t = homeStoryT(loaded);
    await expect(canvas.getByText(t('search.allServices.empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('search.allServices.showAll') })).toBeVisible();
  },
};

/** Error: the server's message (or the generic one) and a retry. */
export const Failure: Story = {
  parameters: sandboxStory({
    load: ({ clientWithFault }) =>
      getServiceList(clientWithFault('503'), { bundle: 'individual' }).catch(() => undefined),
  }),
  render: (args, { loaded }) => {
    const t = homeStoryT(loaded);
    return (
      <AllServices
        {...args}
        labels={allServicesLabelsOf(t)}
        title={t('search.allServices.business')}
        description={t('search.allServices.businessDescription')}
        state={{ status: 'error', message: t('something.wentWrong'), onRetry: fn() }}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = homeStoryT(loaded);
    await expect(canvas.getAllByText(t('something.wentWrong'))[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.tryAgain') })).toBeVisible();
  },
};
