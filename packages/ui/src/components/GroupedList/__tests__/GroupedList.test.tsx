import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import type { DataState } from '../../DataStateView';
import { GroupedList, type ListGroup } from '../GroupedList';

interface Row {
  readonly id: string;
  readonly title: string;
  readonly flagged: boolean;
}

const labels = {
  loading: 'Loading payments',
  retry: 'Try again',
  retrying: 'Trying again',
  empty: 'No payments yet.',
};

function view(state: DataState<readonly ListGroup<Row>[]>) {
  return (
    <GroupedList
      slot="payment"
      state={state}
      labels={labels}
      skeleton={<div data-testid="placeholder" />}
      emptyAction={<a href="#services">Browse services</a>}
      itemKey={(row) => row.id}
      itemAttributes={(row) => ({ 'data-flagged': row.flagged ? 'true' : undefined })}
      renderItem={(row, { ItemHeading }) => <ItemHeading>{row.title}</ItemHeading>}
    />
  );
}

const groups: ListGroup<Row>[] = [
  {
    key: 'due',
    title: 'Due',
    items: [
      { id: 'a', title: 'Water bill', flagged: true },
      { id: 'b', title: 'Parking fine', flagged: false },
    ],
  },
  { key: 'none', title: 'Nothing here', items: [] },
  { key: 'paid', title: 'Paid', items: [{ id: 'c', title: 'Licence renewal', flagged: false }] },
];

describe('GroupedList', () => {
  it('draws each group as a section named by its heading, its rows a list', async () => {
    const { container } = await render(view({ status: 'ready', data: groups }));
    const due = page.getByRole('region', { name: 'Due' });
    await expect.element(due).toBeVisible();
    expect(due.getByRole('listitem').elements()).toHaveLength(2);
    await expect.element(page.getByRole('region', { name: 'Paid' })).toBeVisible();
    expect(
      page
        .getByRole('heading', { level: 3 })
        .elements()
        .map((h) => h.textContent),
    ).toEqual(['Water bill', 'Parking fine', 'Licence renewal']);
    // The parts are named for styles and tests, and the caller's attributes reach the row.
    expect(container.querySelector('[data-slot="payment-groups"]')).not.toBeNull();
    expect(container.querySelectorAll('[data-slot="payment-group"]')).toHaveLength(2);
    const rows = container.querySelectorAll('[data-slot="payment-item"]');
    expect([...rows].map((row) => row.getAttribute('data-flagged'))).toEqual(['true', null, null]);
  });

  it('leaves out a group with no item: no heading over an empty list', async () => {
    await render(view({ status: 'ready', data: groups }));
    expect(page.getByRole('heading', { name: 'Nothing here' }).query()).toBeNull();
    expect(page.getByRole('list').elements()).toHaveLength(2);
  });

  it('is empty when no group has an item: the sentence and its next step', async () => {
    await render(
      view({ status: 'ready', data: [{ key: 'none', title: 'Nothing here', items: [] }] }),
    );
    await expect.element(page.getByText('No payments yet.')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Browse services' })).toBeVisible();
    expect(page.getByRole('region').query()).toBeNull();
  });

  it('shows the placeholders while loading and the message with a retry on error', async () => {
    const { rerender } = await render(view({ status: 'loading' }));
    expect(
      page.getByTestId('placeholder').element().closest('[aria-hidden="true"]'),
    ).not.toBeNull();
    await rerender(
      view({ status: 'error', message: 'The service did not answer.', onRetry: () => {} }),
    );
    await expect.poll(() => document.body.textContent).toContain('The service did not answer.');
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
