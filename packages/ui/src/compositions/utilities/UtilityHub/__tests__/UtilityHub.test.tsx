import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { UtilityHub, type UtilityHubGroup, type UtilityHubLabels } from '../UtilityHub';

const labels: UtilityHubLabels = {
  loading: 'Loading your accounts',
  emptyTitle: 'No linked accounts yet',
  empty: 'Link an account to pay its bills here.',
  errorTitle: 'We could not load your accounts.',
  retry: 'Try again',
  retrying: 'Trying again',
};

const add = <button type="button">Add an account</button>;

const groups: UtilityHubGroup[] = [
  {
    id: 'electricity',
    title: 'Electricity and water',
    accounts: [
      {
        id: 'la-1',
        title: 'Summer house',
        facts: [{ term: 'Amount due', description: 'AED 120.00' }],
        autopay: { label: 'Autopay on', tone: 'success' },
        actions: <button type="button">Pay bill</button>,
      },
    ],
  },
  { id: 'gas', title: 'Gas', accounts: [] },
];

describe('UtilityHub', () => {
  it('lists accounts under their category heading; categories without accounts are left out', async () => {
    await render(
      <UtilityHub state={{ status: 'ready', data: groups }} labels={labels} addAccount={add} />,
    );
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Electricity and water' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'Summer house' }))
      .toBeVisible();
    expect(page.getByRole('heading', { name: 'Gas' }).elements()).toHaveLength(0);
    await expect.element(page.getByText('Autopay on')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Pay bill' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add an account' })).toBeVisible();
  });

  it('heading levels follow headingLevel', async () => {
    await render(
      <UtilityHub
        state={{ status: 'ready', data: groups }}
        labels={labels}
        addAccount={add}
        headingLevel={3}
      />,
    );
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'Electricity and water' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('heading', { level: 4, name: 'Summer house' }))
      .toBeVisible();
  });

  it('no accounts at all: the sentence and the add action', async () => {
    await render(
      <UtilityHub
        state={{ status: 'ready', data: [{ id: 'gas', title: 'Gas', accounts: [] }] }}
        labels={labels}
        addAccount={add}
      />,
    );
    await expect
      .element(page.getByRole('heading', { name: labels.emptyTitle as string }))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add an account' })).toBeVisible();
  });

  it('a failure shows its title and message; retry with the keyboard asks again', async () => {
    const onRetry = vi.fn();
    await render(
      <UtilityHub
        state={{ status: 'error', message: 'Something went wrong', onRetry }}
        labels={labels}
        addAccount={add}
      />,
    );
    await expect
      .element(page.getByRole('heading', { level: 2, name: labels.errorTitle as string }))
      .toBeVisible();
    await expect.element(page.getByText('Something went wrong').first()).toBeVisible();
    expect(page.getByRole('button', { name: 'Add an account' }).elements()).toHaveLength(0);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('loading says so in words, not through a busy section that would hold it back', async () => {
    await render(<UtilityHub state={{ status: 'loading' }} labels={labels} addAccount={add} />);
    await expect.element(page.getByRole('status')).toHaveTextContent(labels.loading);
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
