import { searchServices, type SearchResultsPage } from '@portal/core/api/portal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyText } from '../../../storybook/storyText';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { searchResultsLabelsOf, searchTabsOf } from '../views/searchResults';
import { SearchResults, type SearchResultsState } from './SearchResults';

const LICENCE = { en: 'licence', ar: 'رخصة' };
const NOTHING = { en: 'qwertyzzz', ar: 'قثصضزز' };

function readyState(page: SearchResultsPage, countText: string): SearchResultsState {
  return {
    status: 'ready',
    countText,
    page: page.pageNum,
    pageCount: page.pageCount,
    results: page.results.map((result, index) => ({
      id: result.id ?? String(index),
      title: result.Data?.ServiceShortName ?? result.Data?.title ?? '',
      href: `/${result.Path ?? ''}`,
    })),
  };
}

const meta = {
  title: 'Home/SearchResults',
  component: SearchResults,
  args: {
    labels: searchResultsLabelsOf(String, ''),
    tabs: [],
    tab: 'individual',
    onTabChange: fn(),
    state: { status: 'loading' },
    pageHref: (page: number) => `?q=licence&page=${page}`,
  },
  argTypes: { labels: { control: false }, state: { control: false } },
  loaders: [homeWordsLoader],
  render: (args, { loaded, globals }) => {
    const t = homeStoryT(loaded);
    const query = storyText(globals, args.tab === 'none' ? NOTHING : LICENCE);
    const page = 'sandbox' in loaded ? sandboxData<SearchResultsPage>(loaded) : undefined;
    const state: SearchResultsState = page
      ? readyState(page, t('search.results.count', { count: page.total, query }))
      : args.state;
    return (
      <SearchResults
        {...args}
        tab="individual"
        labels={searchResultsLabelsOf(t, query)}
        tabs={searchTabsOf(t)}
        state={state}
      />
    );
  },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S2.6: the Individual tab's first page of "licence" from the sandbox, its count and pages. */
export const Content: Story = {
  parameters: sandboxStory({
    load: ({ client, locale }) =>
      searchServices(client, {
        q: locale === 'ar-AE' ? LICENCE.ar : LICENCE.en,
        tab: 'individual',
      }),
  }),
  play: async ({ canvas, loaded, userEvent, args }) => {
    const t = homeStoryT(loaded);
    await expect(canvas.getByRole('tab', { name: t('search.tabs.individual') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getAllByRole('link').length).toBeGreaterThan(10);
    await expect(
      canvas.getByRole('navigation', { name: t('search.pagination.label') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: t('search.tabs.business') }));
    await waitFor(() => expect(args.onTabChange).toHaveBeenCalledWith('business'));
  },
};

/** The spec's no-results screen: the query and the four tips. */
export const NoResults: Story = {
  args: { tab: 'none' },
  parameters: sandboxStory({
    load: ({ client, locale }) =>
      searchServices(client, { q: locale === 'ar-AE' ? NOTHING.ar : NOTHING.en }),
  }),
  play: async ({ canvas, loaded, globals }) => {
    const t = homeStoryT(loaded);
    await expect(canvas.getByRole('heading', { name: t('search.noResults.title') })).toBeVisible();
    await expect(canvas.getByText(storyText(globals, NOTHING), { exact: false })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Loading: a skeleton of the list, announced. */
export const Loading: Story = {};

/** Error: the generic message and a retry. */
export const Failure: Story = {
  args: { state: { status: 'error', message: 'Something went wrong', onRetry: fn() } },
  render: (args, { loaded }) => {
    const t = homeStoryT(loaded);
    return (
      <SearchResults
        {...args}
        labels={searchResultsLabelsOf(t, '')}
        tabs={searchTabsOf(t)}
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
