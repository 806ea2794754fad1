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

  it('a category shows its total due beside its heading, amount and currency on one line', async () => {
    await render(
      <UtilityHub
        state={{
          status: 'ready',
          data: [{ ...groups[0]!, total: { label: 'Total due', amount: 'AED 1,094.34' } }],
        }}
        labels={labels}
        addAccount={add}
      />,
    );
    const total = page.getByText('AED 1,094.34');
    await expect.element(total).toBeVisible();
    expect(getComputedStyle(total.element()).whiteSpace).toBe('nowrap');
    await expect.element(page.getByText('Total due')).toBeVisible();
  });

  it("a provider's logo is drawn 40 × 40 and hidden from assistive technology", async () => {
    const account = groups[0]!.accounts[0]!;
    await render(
      <UtilityHub
        state={{
          status: 'ready',
          data: [{ ...groups[0]!, accounts: [{ ...account, logo: { src: '/logo.svg' } }] }],
        }}
        labels={labels}
        addAccount={add}
      />,
    );
    const logo = document.querySelector('img[src="/logo.svg"]');
    expect(logo?.getAttribute('alt')).toBe('');
    expect(logo?.getAttribute('width')).toBe('40');
    expect(logo?.getAttribute('height')).toBe('40');
    expect(page.getByRole('img').elements()).toHaveLength(0);
  });

  it("the title starts on the body's edge and the autopay tag sits under it, on every card", async () => {
    const [withTag] = groups[0]!.accounts;
    await render(
      <UtilityHub
        state={{
          status: 'ready',
          data: [
            {
              ...groups[0]!,
              accounts: [
                withTag!,
                { ...withTag!, id: 'la-2', title: 'A much longer title that takes two lines here' },
              ],
            },
          ],
        }}
        labels={labels}
        addAccount={add}
      />,
    );
    const title = page.getByRole('heading', { level: 3, name: 'Summer house' }).element();
    const term = page.getByText('Amount due').first().element();
    expect(title.getBoundingClientRect().left).toBe(term.getBoundingClientRect().left);
    const tags = page.getByText('Autopay on').elements();
    for (const tag of tags) {
      const heading = tag.closest('[data-slot="card"]')!.querySelector('h3')!;
      expect(tag.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        heading.getBoundingClientRect().bottom,
      );
      expect(tag.closest('[data-slot="status-tag"]')!.getBoundingClientRect().left).toBe(
        heading.getBoundingClientRect().left,
      );
    }
    const cards = document.querySelectorAll('[data-slot="card"]');
    expect(cards[0]!.getBoundingClientRect().height).toBe(cards[1]!.getBoundingClientRect().height);
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
