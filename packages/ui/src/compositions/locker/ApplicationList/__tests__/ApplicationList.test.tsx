import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import type { ApplicationCardData } from '../../ApplicationCard';
import {
  ApplicationList,
  type ApplicationListFilterValues,
  type ApplicationListLabels,
} from '../ApplicationList';

const LABELS: ApplicationListLabels = {
  loading: 'Loading your applications',
  empty: 'You have no applications in progress.',
  emptyFiltered: 'No applications match these filters.',
  clearFilters: 'Clear filters',
  retry: 'Try again',
  retrying: 'Trying again',
  results: (count) => `${count} results`,
  filters: {
    title: 'Filter',
    addDrafts: 'Include drafts',
    addDelegated: 'Include delegated requests',
    onlyDrafts: 'Show drafts only',
    service: 'Service',
    allServices: 'All services',
  },
  pagination: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    page: (n) => `Page ${n}`,
  },
  discardDraft: 'Discard draft',
};

const DRAFT: ApplicationCardData = {
  id: 'app-12',
  title: 'Renew a trade licence',
  isDraft: true,
  draftLabel: 'Draft',
  statusLabel: 'Status not available',
  tone: 'success',
  progress: 0,
  progressText: '0% complete',
  completed: false,
  reference: 'Reference number: REF-12',
  lastUpdated: 'Last updated: Now',
};

const FILTERS: ApplicationListFilterValues = {
  addDrafts: true,
  addDelegated: true,
  onlyDrafts: false,
  entityId: '',
};

describe('ApplicationList', () => {
  it('changes filters from the keyboard and names the draft it discards', async () => {
    const onValueChange = vi.fn();
    const onDiscardDraft = vi.fn();
    await render(
      <ApplicationList
        labels={LABELS}
        state={{ status: 'ready', data: { items: [DRAFT], totalCount: 1 } }}
        page={1}
        pageCount={1}
        onPageChange={vi.fn()}
        onDiscardDraft={onDiscardDraft}
        filters={{
          value: FILTERS,
          onValueChange,
          serviceOptions: [{ value: 'ADGE-DOH', label: 'Department of Health' }],
          isFiltered: false,
          onClear: vi.fn(),
        }}
      />,
    );
    (page.getByRole('checkbox', { name: 'Show drafts only' }).element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith({ ...FILTERS, onlyDrafts: true });
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Service' }), 'ADGE-DOH');
    expect(onValueChange).toHaveBeenLastCalledWith({ ...FILTERS, entityId: 'ADGE-DOH' });
    await userEvent.click(
      page.getByRole('button', { name: 'Discard draft: Renew a trade licence' }),
    );
    expect(onDiscardDraft).toHaveBeenCalledWith(expect.objectContaining({ id: 'app-12' }));
    await expect.element(page.getByText('1 results')).toBeVisible();
  });

  it('offers to clear filters when they hide everything, and retries an error', async () => {
    const onClear = vi.fn();
    const onRetry = vi.fn();
    const { rerender } = await render(
      <ApplicationList
        labels={LABELS}
        state={{ status: 'ready', data: { items: [], totalCount: 0 } }}
        page={1}
        pageCount={1}
        onPageChange={vi.fn()}
        filters={{
          value: { ...FILTERS, onlyDrafts: true },
          onValueChange: vi.fn(),
          serviceOptions: [],
          isFiltered: true,
          onClear,
        }}
      />,
    );
    await expect.element(page.getByRole('checkbox', { name: 'Include drafts' })).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    await rerender(
      <ApplicationList
        labels={LABELS}
        state={{ status: 'error', message: 'Something went wrong', onRetry }}
        page={1}
        pageCount={1}
        onPageChange={vi.fn()}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('puts a card’s own actions at its bottom, after the discard button, and none when given none', async () => {
    const stage = { ...DRAFT, id: 'app-20', title: 'Get initial approval', isDraft: false };
    await render(
      <ApplicationList
        labels={LABELS}
        state={{ status: 'ready', data: { items: [DRAFT, stage], totalCount: 2 } }}
        page={1}
        pageCount={1}
        onPageChange={vi.fn()}
        onDiscardDraft={vi.fn()}
        cardActions={(item) =>
          item.isDraft ? undefined : <a href={`/en/journeys/${item.id}`}>View journey</a>
        }
      />,
    );
    await expect
      .element(page.getByRole('link', { name: 'View journey' }))
      .toHaveAttribute('href', '/en/journeys/app-20');
    expect(page.getByRole('link').elements()).toHaveLength(1);
    await expect
      .element(page.getByRole('button', { name: 'Discard draft: Renew a trade licence' }))
      .toBeVisible();
  });
});
