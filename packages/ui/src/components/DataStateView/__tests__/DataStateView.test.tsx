import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { DataStateView, type DataState } from '../DataStateView';

const labels = { loading: 'Loading payments', retry: 'Try again', retrying: 'Trying again' };

function view(state: DataState<readonly string[]>) {
  return (
    <DataStateView
      state={state}
      labels={labels}
      skeleton={<div data-testid="placeholder" />}
      isEmpty={(items) => items.length === 0}
      empty={{ message: 'No payments yet.', action: <a href="#services">Browse services</a> }}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </DataStateView>
  );
}

describe('DataStateView', () => {
  it('shows the placeholders hidden from assistive technology and announces the loading words', async () => {
    await render(view({ status: 'loading' }));
    const placeholder = page.getByTestId('placeholder').element();
    expect(placeholder.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect.element(page.getByText('Loading payments')).toBeInTheDocument();
    expect(page.getByRole('list').query()).toBeNull();
  });

  it('shows the message with a retry that calls onRetry', async () => {
    const onRetry = vi.fn();
    await render(view({ status: 'error', message: 'The service did not answer.', onRetry }));
    await expect.poll(() => document.body.textContent).toContain('The service did not answer.');
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty sentence and its next step when the data counts as empty', async () => {
    await render(view({ status: 'ready', data: [] }));
    await expect.element(page.getByText('No payments yet.')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Browse services' })).toBeVisible();
    expect(page.getByRole('list').query()).toBeNull();
  });

  it('draws the content from the data and adds no element of its own', async () => {
    const { container } = await render(view({ status: 'ready', data: ['Water bill'] }));
    await expect.element(page.getByRole('listitem')).toHaveTextContent('Water bill');
    expect(container.firstElementChild?.tagName).toBe('UL');
  });

  it('gives the error and the empty state their titles as headings of the level asked for', async () => {
    const titled = (state: DataState<readonly string[]>) => (
      <DataStateView
        state={state}
        labels={labels}
        skeleton={null}
        isEmpty={(items) => items.length === 0}
        errorTitle="We could not load your payments"
        headingLevel={3}
        empty={{ title: 'No payments', message: 'No payments yet.' }}
      >
        {() => null}
      </DataStateView>
    );
    const screen = await render(titled({ status: 'error', message: 'Down.', onRetry: () => {} }));
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'We could not load your payments' }))
      .toBeInTheDocument();
    await screen.rerender(titled({ status: 'ready', data: [] }));
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'No payments' }))
      .toBeInTheDocument();
    expect(
      page.getByRole('heading', { name: 'We could not load your payments' }).query(),
    ).toBeNull();
  });

  it('draws untitled states without a heading', async () => {
    await render(view({ status: 'ready', data: [] }));
    await expect.element(page.getByText('No payments yet.')).toBeInTheDocument();
    expect(page.getByRole('heading').query()).toBeNull();
  });
});
