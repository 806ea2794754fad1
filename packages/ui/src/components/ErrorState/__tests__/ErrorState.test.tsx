import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { ErrorState } from '../ErrorState';

function liveCopy() {
  return page
    .getByRole('status')
    .elements()
    .find((element) => element.getAttribute('data-slot') === 'live-region')!;
}

function deferred() {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

const labels = { retryLabel: 'Try again', retryingLabel: 'Trying again' };

describe('ErrorState', () => {
  it('shows the message and speaks it once, through its live copy', async () => {
    await render(<ErrorState message="Something went wrong" onRetry={() => {}} {...labels} />);
    await expect.element(page.getByText('Something went wrong').first()).toBeVisible();
    await expect.poll(() => liveCopy().textContent).toBe('Something went wrong');
    // The visible words are hidden from assistive technology, so they are not read twice.
    const visible = page
      .getByText('Something went wrong')
      .elements()
      .find((element) => element.getAttribute('aria-hidden') === 'true');
    expect(visible).toBeDefined();
  });

  it('retries with Tab and Enter, shows loading until the attempt settles, keeps focus', async () => {
    const attempt = deferred();
    const onRetry = vi.fn(() => attempt.promise);
    await render(<ErrorState message="Failed" onRetry={onRetry} {...labels} />);
    const retry = page.getByRole('button', { name: 'Try again' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expect.element(retry).toHaveAttribute('aria-disabled', 'true');
    // A second press while busy does nothing.
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
    attempt.resolve();
    await expect.element(retry).not.toHaveAttribute('aria-disabled');
    expect(retry.element()).toBe(document.activeElement);
  });

  it('announces the message again when a retry fails again', async () => {
    const attempt = deferred();
    await render(<ErrorState message="Failed" onRetry={() => attempt.promise} {...labels} />);
    await expect.poll(() => liveCopy().textContent).toBe('Failed');
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect.poll(() => liveCopy().textContent).toBe('');
    attempt.reject(new Error('still down'));
    await expect.poll(() => liveCopy().textContent).toBe('Failed');
  });

  it('lets the caller control the loading look with retrying', async () => {
    const onRetry = vi.fn();
    const { rerender } = await render(
      <ErrorState message="Failed" onRetry={onRetry} retrying {...labels} />,
    );
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect.element(retry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(retry, { force: true });
    expect(onRetry).not.toHaveBeenCalled();
    await rerender(<ErrorState message="Failed" onRetry={onRetry} retrying={false} {...labels} />);
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expect.element(retry).not.toHaveAttribute('aria-disabled');
  });
});
