import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { Stepper } from '../Stepper';

const words = (step: number, count: number) => `Step ${step} of ${count}`;

describe('Stepper', () => {
  it('says the step in words through a status region and hides the dots', async () => {
    await render(<Stepper stepCount={4} currentStep={2} stepText={words} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Step 2 of 4');
    const dots = document.querySelector('[data-slot="stepper-dots"]')!;
    expect(dots.getAttribute('aria-hidden')).toBe('true');
    expect([...dots.children].map((dot) => dot.getAttribute('data-state'))).toEqual([
      'complete',
      'current',
      'upcoming',
      'upcoming',
    ]);
  });

  it('keeps the same status region when the step changes, so the change is announced', async () => {
    const { rerender } = await render(<Stepper stepCount={4} currentStep={1} stepText={words} />);
    const before = page.getByRole('status').element();
    await rerender(<Stepper stepCount={4} currentStep={2} stepText={words} />);
    const after = page.getByRole('status').element();
    expect(after).toBe(before);
    expect(after.textContent).toBe('Step 2 of 4');
  });

  it('clamps the step and passes whole numbers to the words', async () => {
    const stepText = vi.fn(words);
    await render(<Stepper stepCount={4} currentStep={9} stepText={stepText} />);
    expect(stepText).toHaveBeenLastCalledWith(4, 4);
  });

  it('announces nothing when told the page moves focus instead', async () => {
    await render(<Stepper stepCount={4} currentStep={2} stepText={words} announce={false} />);
    expect(page.getByRole('status').query()).toBeNull();
    await expect.element(page.getByText('Step 2 of 4')).toBeVisible();
  });
});
