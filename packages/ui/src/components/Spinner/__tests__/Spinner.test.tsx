import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { Spinner } from '../Spinner';

describe('Spinner', () => {
  it('is an image named by its label', async () => {
    await render(<Spinner label="Loading" />);
    await expect.element(page.getByRole('img', { name: 'Loading' })).toBeVisible();
  });

  it('is hidden from assistive technology without a label', async () => {
    const { container } = await render(<Spinner />);
    const spinner = container.querySelector('[data-slot="spinner"]');
    expect(spinner?.getAttribute('aria-hidden')).toBe('true');
    expect(spinner?.getAttribute('role')).toBeNull();
  });
});
