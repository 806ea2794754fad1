import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { RouteErrorFallback } from '../RouteErrorFallback';

const labels = {
  title: 'Not shown',
  body: 'Something went wrong.',
  retry: 'Try again',
  home: 'Home',
};

describe('RouteErrorFallback', () => {
  it('moves focus to its heading, retries by keyboard and leads home', async () => {
    const onRetry = vi.fn();
    await render(<RouteErrorFallback labels={labels} homeHref="/en/" onRetry={onRetry} />);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Not shown' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en/');
  });

  it('without a retry shows only the way home', async () => {
    await render(<RouteErrorFallback labels={labels} homeHref="/ar-AE/" />);
    expect(page.getByRole('button').query()).toBeNull();
  });
});
