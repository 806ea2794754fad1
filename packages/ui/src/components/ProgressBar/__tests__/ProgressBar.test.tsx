import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { ProgressBar } from '../ProgressBar';

const fillOf = () => document.querySelector<HTMLElement>('[data-slot="progress-bar-fill"]')!;
const trackOf = () => document.querySelector<HTMLElement>('[data-slot="progress-bar-track"]')!;

describe('ProgressBar', () => {
  it('is a progressbar named by its visible words, with min, max, now and text', async () => {
    await render(
      <ProgressBar tone="success" value={37.5} label="Estimated 12 June" valueText="38% used" />,
    );
    const bar = page.getByRole('progressbar', { name: 'Estimated 12 June' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '38');
    await expect.element(bar).toHaveAttribute('aria-valuemin', '0');
    await expect.element(bar).toHaveAttribute('aria-valuemax', '100');
    await expect.element(bar).toHaveAttribute('aria-valuetext', '38% used');
  });

  it.each([
    [-20, '0', 0],
    [140, '100', 1],
    [Number.NaN, '0', 0],
  ])('clamps %s to %s', async (value, now, share) => {
    await render(
      <div style={{ width: 202 }}>
        <ProgressBar tone="danger" value={value} label="l" />
      </div>,
    );
    await expect.element(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', now);
    expect(fillOf().getBoundingClientRect().width).toBeCloseTo(200 * share, 0);
  });

  it.each([
    ['ltr', 'left'],
    ['rtl', 'right'],
  ] as const)('fills from the inline start in %s (the %s edge)', async (dir, edge) => {
    await render(
      // Test files are not scanned for Tailwind classes: sizes are inline styles here.
      <div dir={dir} style={{ width: 202 }}>
        <ProgressBar tone="success" value={25} label="l" />
      </div>,
    );
    const track = trackOf().getBoundingClientRect();
    const fill = fillOf().getBoundingClientRect();
    expect(fill.width).toBeCloseTo(50, 0);
    if (edge === 'left') expect(fill.left).toBeCloseTo(track.left + 1, 0);
    else expect(fill.right).toBeCloseTo(track.right - 1, 0);
  });

  it('shows a decorative success mark only when completed', async () => {
    const { rerender } = await render(<ProgressBar tone="success" value={100} label="Done" />);
    expect(document.querySelector('[data-slot="progress-bar-success-mark"]')).toBeNull();
    await rerender(<ProgressBar tone="success" value={100} label="Done" completed />);
    const mark = document.querySelector('[data-slot="progress-bar-success-mark"]');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    // The name stays the words: the mark adds nothing a screen reader would repeat.
    await expect.element(page.getByRole('progressbar', { name: 'Done' })).toBeVisible();
  });

  it('colours the fill with the tone’s status colour', async () => {
    await render(<ProgressBar tone="attention" value={50} label="Action required" />);
    expect(getComputedStyle(fillOf()).backgroundColor).toBe('rgb(255, 134, 27)');
  });
});
