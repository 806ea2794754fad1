import { Info } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { UiProvider } from '../../../provider/UiProvider';
import { Button } from '../../Button';
import { Tooltip, type TooltipProps } from '../Tooltip';

function Hinted(props: Partial<TooltipProps>) {
  return (
    <>
      <button type="button">Before</button>
      <Tooltip content="Opens the payment page of your provider" delayDuration={100} {...props}>
        <Button aria-label="Pay now" startIcon={<Info aria-hidden="true" />} />
      </Tooltip>
    </>
  );
}

describe('Tooltip', () => {
  it('opens at once on keyboard focus as a description (never the name) and closes on Escape', async () => {
    await render(<Hinted />);
    (page.getByRole('button', { name: 'Before' }).element() as HTMLElement).focus();
    await userEvent.tab();
    const trigger = page.getByRole('button', { name: 'Pay now' });
    await expect.element(trigger).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toBeInTheDocument();
    await expect
      .element(page.getByRole('tooltip'))
      .toHaveTextContent('Opens the payment page of your provider');
    await expect.element(trigger).toHaveAccessibleName('Pay now');
    await expect
      .element(trigger)
      .toHaveAccessibleDescription('Opens the payment page of your provider');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('opens on hover after the delay and closes when the pointer leaves', async () => {
    await render(<Hinted />);
    await userEvent.hover(page.getByRole('button', { name: 'Pay now' }));
    await expect.element(page.getByRole('tooltip')).toBeInTheDocument();
    // Radix keeps it open while the pointer may be travelling to it (WCAG 1.4.13 hoverable); a
    // second move away from both closes it.
    const before = page.getByRole('button', { name: 'Before' });
    await userEvent.hover(before);
    await userEvent.hover(before, { position: { x: 2, y: 2 } });
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('closes when focus moves on', async () => {
    await render(<Hinted />);
    (page.getByRole('button', { name: 'Before' }).element() as HTMLElement).focus();
    await userEvent.tab();
    await expect.element(page.getByRole('tooltip')).toBeInTheDocument();
    await userEvent.tab({ shift: true });
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('is controllable', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = await render(<Hinted open onOpenChange={onOpenChange} />);
    await expect.element(page.getByRole('tooltip')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(page.getByRole('tooltip')).toBeInTheDocument();
    await rerender(<Hinted open={false} onOpenChange={onOpenChange} />);
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('takes the direction into its portal and passes id, data-* and ref to the bubble', async () => {
    const ref = { current: null as HTMLDivElement | null };
    await render(
      <UiProvider dir="rtl">
        <Hinted defaultOpen id="pay-hint" data-testid="pay-hint" ref={ref} />
      </UiProvider>,
    );
    const bubble = page.getByTestId('pay-hint').element();
    expect(bubble.getAttribute('dir')).toBe('rtl');
    expect(bubble.id).toBe('pay-hint');
    expect(ref.current).toBe(bubble);
  });
});
