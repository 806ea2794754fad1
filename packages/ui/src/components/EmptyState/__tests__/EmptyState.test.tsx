import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { EmptyState } from '../EmptyState';

describe('EmptyState', () => {
  it('shows the sentence and the next step, reached by Tab and pressed by Enter', async () => {
    const onBrowse = vi.fn();
    await render(
      <EmptyState
        action={
          <button type="button" onClick={onBrowse}>
            Browse services
          </button>
        }
      >
        Nothing here yet.
      </EmptyState>,
    );
    await expect.element(page.getByText('Nothing here yet.')).toBeVisible();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Browse services');
    await userEvent.keyboard('{Enter}');
    expect(onBrowse).toHaveBeenCalledTimes(1);
  });

  it('makes the title a heading of the asked level, else a paragraph', async () => {
    const { rerender } = await render(<EmptyState title="No payments" headingLevel={3} />);
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'No payments' }))
      .toBeVisible();
    await rerender(<EmptyState title="No payments" />);
    expect(page.getByRole('heading').query()).toBeNull();
    await expect.element(page.getByText('No payments')).toBeVisible();
  });

  it('hides the icon from assistive technology', async () => {
    await render(<EmptyState icon={<svg data-testid="icon" />}>Empty</EmptyState>);
    expect(page.getByTestId('icon').element().closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('passes id and aria attributes to its root', async () => {
    await render(
      <EmptyState id="empty" aria-labelledby="t" data-testid="root">
        Empty
      </EmptyState>,
    );
    const root = page.getByTestId('root').element();
    expect(root.id).toBe('empty');
    expect(root.getAttribute('data-slot')).toBe('empty-state');
  });
});
