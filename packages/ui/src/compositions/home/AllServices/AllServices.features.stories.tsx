import { getServiceList, type ServiceListPage } from '@portal/core/api/portal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { AllServices } from './AllServices';
import { allServicesLabelsOf } from '../views/allServices';
import { allServicesStoryState } from './allServicesStoryState';

const meta = {
  title: 'Home/AllServices/Features',
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
} satisfies Meta<typeof AllServices>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 320 px wide, business services of one category (long Arabic and English names): nothing scrolls
 * sideways, and the chosen category is the current page.
 */
export const Narrow: Story = {
  args: { category: 'business' },
  parameters: sandboxStory({
    load: ({ client }) => getServiceList(client, { bundle: 'business', category: 'business' }),
  }),
  render: (args, { loaded }) => {
    const t = homeStoryT(loaded);
    return (
      <div className="w-[320px]" data-testid="narrow">
        <AllServices
          {...args}
          labels={allServicesLabelsOf(t)}
          title={t('search.allServices.business')}
          description={t('search.allServices.businessDescription')}
          state={allServicesStoryState(sandboxData<ServiceListPage>(loaded), t, fn())}
        />
      </div>
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = homeStoryT(loaded);
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    const page = sandboxData<ServiceListPage>(loaded);
    const current = page.categories.find((category) => category.key === 'business');
    await expect(canvas.getByRole('link', { name: current?.title })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      canvas.getByRole('link', { name: t('search.allServices.allCategories') }),
    ).not.toHaveAttribute('aria-current');
  },
};
