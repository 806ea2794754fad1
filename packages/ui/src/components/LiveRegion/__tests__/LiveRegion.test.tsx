import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { LiveRegion } from '../LiveRegion';

describe('LiveRegion', () => {
  it('is a polite status region, visually hidden, spoken as a whole', async () => {
    await render(<LiveRegion>3 results</LiveRegion>);
    const region = page.getByRole('status');
    await expect.element(region).toHaveTextContent('3 results');
    const element = region.element();
    expect(element.getAttribute('aria-live')).toBe('polite');
    expect(element.getAttribute('aria-atomic')).toBe('true');
    expect(element.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });

  it('is in the page, empty, before its first words', async () => {
    let wordsAtCommit: string | null = 'never committed';
    await render(
      <LiveRegion
        ref={(node) => {
          if (node && wordsAtCommit === 'never committed') wordsAtCommit = node.textContent;
        }}
      >
        Saved
      </LiveRegion>,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Saved');
    expect(wordsAtCommit).toBe('');
  });

  it('speaks changes of its words', async () => {
    const { rerender } = await render(<LiveRegion>{''}</LiveRegion>);
    const region = page.getByRole('status');
    await rerender(<LiveRegion>2 results</LiveRegion>);
    await expect.element(region).toHaveTextContent('2 results');
    const before = region.element();
    await rerender(<LiveRegion>5 results</LiveRegion>);
    await expect.element(region).toHaveTextContent('5 results');
    // The same element: a replaced region would not be watched by screen readers yet.
    expect(region.element()).toBe(before);
  });

  it('is an assertive alert when asked, and shows its words when visible', async () => {
    await render(
      <LiveRegion politeness="assertive" visible>
        Payment failed
      </LiveRegion>,
    );
    const region = page.getByRole('alert');
    await expect.element(region).toBeVisible();
    expect(region.element().getAttribute('aria-live')).toBe('assertive');
  });
});
