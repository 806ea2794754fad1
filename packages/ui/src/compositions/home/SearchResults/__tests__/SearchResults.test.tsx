import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { SearchResults, type SearchResultsProps } from '../SearchResults';

const LABELS: SearchResultsProps['labels'] = {
  tabsLabel: 'Service categories',
  loading: 'Loading the results',
  retry: 'Try again',
  retrying: 'Loading',
  paginationLabel: 'Pages of results',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageLabel: (n) => `Page ${n}`,
  noResultsTitle: 'No results found',
  noResultsDescription: 'We couldn’t find anything for “zzz”',
  tipsTitle: 'Search tips',
  tips: ['Check your spelling', 'Use fewer keywords', 'Use different keywords', 'More general'],
};
const TABS = [
  { value: 'individual', label: 'Individual' },
  { value: 'business', label: 'Business' },
];

function renderResults(props: Partial<SearchResultsProps>) {
  const onTabChange = vi.fn();
  render(
    <SearchResults
      labels={LABELS}
      tabs={TABS}
      tab="individual"
      onTabChange={onTabChange}
      state={{ status: 'loading' }}
      pageHref={(n) => `/en/searchresults?q=x&page=${n}`}
      {...props}
    />,
  );
  return { onTabChange };
}

describe('SearchResults', () => {
  it('lists results with the count, links pages, and moves between tabs with the arrows', async () => {
    const { onTabChange } = renderResults({
      state: {
        status: 'ready',
        countText: '12 results',
        page: 1,
        pageCount: 2,
        results: [{ id: '1', title: 'Renew a licence', href: '/en/services/a' }],
      },
    });
    await expect.element(page.getByText('12 results')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Renew a licence' }))
      .toHaveAttribute('href', '/en/services/a');
    await expect
      .element(page.getByRole('link', { name: 'Page 2' }))
      .toHaveAttribute('href', '/en/searchresults?q=x&page=2');
    await page.getByRole('tab', { name: 'Individual' }).click();
    await userEvent.keyboard('{ArrowRight}');
    expect(onTabChange).toHaveBeenCalledWith('business');
  });

  it('says nothing was found, with the query and the four tips', async () => {
    renderResults({
      state: { status: 'ready', countText: '0', page: 1, pageCount: 1, results: [] },
    });
    await expect.element(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect.element(page.getByText('“zzz”', { exact: false })).toBeVisible();
    expect(page.getByRole('listitem').elements()).toHaveLength(4);
    expect(page.getByRole('navigation').elements()).toHaveLength(0);
  });

  it('shows the error with a retry', async () => {
    const onRetry = vi.fn();
    renderResults({ state: { status: 'error', message: 'Something went wrong', onRetry } });
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
