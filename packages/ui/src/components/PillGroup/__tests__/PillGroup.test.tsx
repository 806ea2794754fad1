import { formatAmount } from '@portal/core';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { UiProvider } from '../../../provider/UiProvider';
import { PillGroup, type PillGroupOption } from '../PillGroup';

const AMOUNTS: readonly PillGroupOption[] = [50, 100, 200, 500].map((amount) => ({
  value: String(amount),
  label: formatAmount(amount),
}));

const pill = (name: string) => page.getByRole('radio', { name });

describe('PillGroup', () => {
  it('is a radiogroup named by its legend, with one radio per pill named by its label', async () => {
    await render(<PillGroup legend="Amount" hint="Minimum 10.00" options={AMOUNTS} />);
    const group = page.getByRole('radiogroup', { name: 'Amount' });
    await expect.element(group).toHaveAccessibleDescription('Minimum 10.00');
    expect(page.getByRole('radio').elements()).toHaveLength(4);
    await expect.element(pill('100.00')).toBeVisible();
  });

  it('offers pills at least 44 px tall and 44 px wide', async () => {
    await render(<PillGroup legend="Amount" options={[{ value: '5', label: '5' }, ...AMOUNTS]} />);
    for (const element of page.getByRole('radio').elements()) {
      const rect = element.getBoundingClientRect();
      expect(rect.height).toBeGreaterThanOrEqual(44);
      expect(rect.width).toBeGreaterThanOrEqual(44);
    }
  });

  it('marks the chosen pill with a check icon, not colour alone, and keeps its width', async () => {
    await render(<PillGroup legend="Amount" options={AMOUNTS} />);
    const chosen = pill('200.00').element() as HTMLElement;
    const widthBefore = chosen.getBoundingClientRect().width;
    expect(chosen.querySelector('svg')).toBeNull();
    await userEvent.click(chosen);
    await expect.element(pill('200.00')).toBeChecked();
    const icon = chosen.querySelector('svg');
    expect(icon).not.toBeNull();
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(chosen.getBoundingClientRect().width).toBeCloseTo(widthBefore, 0);
    // The border eases to the brand colour (transition-colors): wait for the eased value
    // rather than reading it mid-transition on a loaded runner.
    await expect
      .poll(() => getComputedStyle(chosen).borderColor)
      .not.toBe(getComputedStyle(pill('50.00').element()).borderColor);
  });

  it('is one tab stop and the arrow keys choose, mirrored in Arabic', async () => {
    const onValueChange = vi.fn();
    await render(
      <UiProvider dir="rtl">
        <div dir="rtl">
          <button type="button">Before</button>
          <PillGroup legend="المبلغ" options={AMOUNTS} onValueChange={onValueChange} />
          <button type="button">After</button>
        </div>
      </UiProvider>,
    );
    (page.getByRole('button', { name: 'Before' }).element() as HTMLElement).focus();
    await userEvent.tab();
    await expect.element(pill('50.00')).toHaveFocus();
    // In Arabic the next pill is on the left, and ArrowLeft reaches it.
    const first = pill('50.00').element().getBoundingClientRect();
    const second = pill('100.00').element().getBoundingClientRect();
    expect(second.left).toBeLessThan(first.left);
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(pill('100.00')).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('100');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(pill('50.00')).toBeChecked();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('moves forward with ArrowRight in English', async () => {
    await render(
      <UiProvider dir="ltr">
        <PillGroup legend="Amount" options={AMOUNTS} defaultValue="100" />
      </UiProvider>,
    );
    (pill('100.00').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(pill('200.00')).toBeChecked();
  });

  it('shows an error as the description and marks the group invalid', async () => {
    await render(<PillGroup legend="Amount" error="Choose an amount" options={AMOUNTS} />);
    const group = page.getByRole('radiogroup', { name: 'Amount' });
    await expect.element(group).toHaveAttribute('aria-invalid', 'true');
    await expect.element(group).toHaveAccessibleDescription('Choose an amount');
  });

  it('passes ref, id and handlers through to the group', async () => {
    const ref = createRef<HTMLDivElement>();
    const onKeyDown = vi.fn();
    await render(
      <PillGroup ref={ref} id="amount" legend="Amount" options={AMOUNTS} onKeyDown={onKeyDown} />,
    );
    const group = page.getByRole('radiogroup').element();
    expect(ref.current).toBe(group);
    expect(group.id).toBe('amount');
    (pill('50.00').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onKeyDown).toHaveBeenCalled();
  });
});
