import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { AllServices, type AllServicesProps, type AllServicesState } from '../AllServices';

const LABELS: AllServicesProps['labels'] = {
  browseByCategory: 'Browse by category',
  allCategories: 'All categories',
  listLabel: 'Services',
  loading: 'Loading services',
  retry: 'Try again',
  retrying: 'Loading',
  empty: 'There are no services in this category yet.',
  showAll: 'Show all categories',
  appOnly: 'In the mobile app',
  paginationLabel: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageLabel: (n) => `Page ${n}`,
};

function renderPage(state: AllServicesState, category?: string) {
  render(
    <AllServices
      labels={LABELS}
      title="All services for individuals"
      description="Services for residents."
      category={category}
      allCategoriesHref="/en/services/individual"
      state={state}
      pageHref={(n) => `/en/services/individual?page=${n}`}
    />,
  );
}

function ready(services: NonNullable<Extract<AllServicesState, { status: 'ready' }>['services']>) {
  return {
    status: 'ready' as const,
    categories: [
      { key: 'health', label: 'Health', href: '/en/services/individual?category=health' },
      { key: 'housing', label: 'Housing', href: '/en/services/individual?category=housing' },
    ],
    services,
    countText: '2 services',
    page: 1,
    pageCount: 2,
  };
}

describe('AllServices', () => {
  it('marks the chosen category, links services and opens a mini-app by keyboard', async () => {
    const onOpenApp = vi.fn();
    renderPage(
      ready([
        { id: '1', title: 'Renew a licence', description: 'Renew it.', href: '/en/services/a' },
        { id: '2', title: 'Pay a fine', entityName: 'Police', onOpenApp },
      ]),
      'health',
    );
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent('All services for individuals');
    const browse = page.getByRole('navigation', { name: 'Browse by category' });
    await expect
      .element(browse.getByRole('link', { name: 'Health' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(browse.getByRole('link', { name: 'All categories' }))
      .not.toHaveAttribute('aria-current');
    await expect
      .element(page.getByRole('link', { name: 'Renew a licence' }))
      .toHaveAttribute('href', '/en/services/a');
    await expect.element(page.getByText('In the mobile app')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Page 2' }))
      .toHaveAttribute('href', '/en/services/individual?page=2');
    page.getByRole('button', { name: 'Pay a fine' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpenApp).toHaveBeenCalledOnce();
  });

  it('shows the empty sentence with the way back to every category', async () => {
    renderPage(ready([]), 'housing');
    await expect.element(page.getByText(LABELS.empty)).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Show all categories' }))
      .toHaveAttribute('href', '/en/services/individual');
  });

  it('announces loading', async () => {
    renderPage({ status: 'loading' });
    // The skeleton group's live region fills a frame after mounting.
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading services');
  });

  it('retries after an error', async () => {
    const onRetry = vi.fn();
    renderPage({ status: 'error', message: 'Something went wrong', onRetry });
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
