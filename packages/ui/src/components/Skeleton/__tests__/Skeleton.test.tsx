import { afterEach, describe, expect, it } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { Skeleton } from '../Skeleton';
import { SkeletonGroup } from '../SkeletonGroup';

async function emulateReducedMotion(value: 'reduce' | 'no-preference') {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value }],
  });
}

describe('Skeleton', () => {
  afterEach(async () => {
    await emulateReducedMotion('no-preference');
  });

  it('is hidden from assistive technology', async () => {
    await render(<Skeleton data-testid="line" />);
    expect(page.getByTestId('line').element().getAttribute('aria-hidden')).toBe('true');
  });

  it('pulses, but not for people who ask for reduced motion', async () => {
    await emulateReducedMotion('no-preference');
    await render(<Skeleton data-testid="line" />);
    const line = page.getByTestId('line').element();
    expect(getComputedStyle(line).animationName).toBe('pulse');
    await emulateReducedMotion('reduce');
    expect(getComputedStyle(line).animationName).toBe('none');
  });

  it('has the size of the shape it stands for', async () => {
    await render(
      <div style={{ width: 300 }}>
        <Skeleton data-testid="line" />
        <Skeleton shape="circle" data-testid="circle" />
      </div>,
    );
    const line = page.getByTestId('line').element().getBoundingClientRect();
    const circle = page.getByTestId('circle').element().getBoundingClientRect();
    expect(line.width).toBe(300);
    expect(line.height).toBeGreaterThan(0);
    expect(circle.width).toBe(circle.height);
  });
});

describe('SkeletonGroup', () => {
  it('says its label politely and hides the placeholders', async () => {
    await render(
      <SkeletonGroup label="جارٍ تحميل المدفوعات">
        <Skeleton data-testid="line" />
      </SkeletonGroup>,
    );
    const status = page.getByRole('status');
    await expect.element(status).toHaveTextContent('جارٍ تحميل المدفوعات');
    expect(status.element().getAttribute('aria-live')).toBe('polite');
    expect(page.getByTestId('line').element().closest('[aria-hidden="true"]')).not.toBeNull();
    // Nothing in the group is marked busy: that would hold the announcement back.
    expect(status.element().closest('[aria-busy="true"]')).toBeNull();
  });

  it('renders its status region before the label, so the label is spoken', async () => {
    let wordsAtCommit: string | null = 'never committed';
    await render(
      <SkeletonGroup
        label="Loading"
        ref={(node) => {
          if (node && wordsAtCommit === 'never committed') {
            wordsAtCommit = node.querySelector('[role="status"]')?.textContent ?? null;
          }
        }}
      >
        <Skeleton />
      </SkeletonGroup>,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading');
    expect(wordsAtCommit).toBe('');
  });
});
