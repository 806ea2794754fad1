import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { UiProvider } from '../../../provider/UiProvider';
import { Button } from '../../Button';
import { Popover, type PopoverProps } from '../Popover';

const popover = () => page.getByRole('dialog');

function HelpPopover(props: Partial<PopoverProps>) {
  return (
    <Popover
      trigger={<Button variant="secondary">What is a Stay Signed-In PIN?</Button>}
      title="Stay Signed-In PIN"
      closeLabel="Close"
      {...props}
    >
      {props.children ?? (
        <p>
          Four digits that unlock your session. <a href="#pin">Change my PIN</a>
        </p>
      )}
    </Popover>
  );
}

describe('Popover', () => {
  afterEach(async () => {
    await page.viewport(1024, 768);
  });

  it('opens with Enter, moves focus in, closes on Escape and returns focus to the trigger', async () => {
    await render(<HelpPopover />);
    const trigger = page.getByRole('button', { name: 'What is a Stay Signed-In PIN?' });
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(popover()).toBeVisible();
    await expect.element(popover()).toHaveAccessibleName('Stay Signed-In PIN');
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    // Radix never starts on a link; the first other control here is the close button.
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(page.getByRole('link', { name: 'Change my PIN' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(popover()).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('closes with Space on its named close button, and with a click outside', async () => {
    await render(
      <>
        <HelpPopover />
        <Button>Elsewhere</Button>
      </>,
    );
    const trigger = page.getByRole('button', { name: 'What is a Stay Signed-In PIN?' });
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(popover()).toBeVisible();
    (page.getByRole('button', { name: 'Close' }).element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(popover()).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await expect.element(popover()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Elsewhere' }));
    await expect.element(popover()).not.toBeInTheDocument();
  });

  it('is controllable', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = await render(<HelpPopover open onOpenChange={onOpenChange} />);
    await expect.element(popover()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(popover()).toBeVisible();
    await rerender(<HelpPopover open={false} onOpenChange={onOpenChange} />);
    await expect.element(popover()).not.toBeInTheDocument();
  });

  it('stays inside a 320 px viewport when its trigger sits at the edge (collision-aware)', async () => {
    await page.viewport(320, 568);
    await render(
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <HelpPopover defaultOpen />
      </div>,
    );
    const rect = popover().element().getBoundingClientRect();
    expect(rect.left).toBeGreaterThanOrEqual(0);
    expect(rect.right).toBeLessThanOrEqual(320);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  });

  it.each([
    ['ltr', 'left'],
    ['rtl', 'right'],
  ] as const)('in %s it takes the direction and lines up with the %s edge', async (dir, edge) => {
    await render(
      <UiProvider dir={dir}>
        <div style={{ display: 'flex', justifyContent: 'center', padding: 32 }}>
          <HelpPopover defaultOpen />
        </div>
      </UiProvider>,
    );
    const element = popover().element();
    expect(element.getAttribute('dir')).toBe(dir);
    const trigger = document.querySelector('[aria-haspopup="dialog"]')!.getBoundingClientRect();
    const rect = element.getBoundingClientRect();
    expect(Math.abs(rect[edge] - trigger[edge])).toBeLessThanOrEqual(1);
    // The close button sits at the inline end.
    const close = page.getByRole('button', { name: 'Close' }).element().getBoundingClientRect();
    const nearerRight = rect.right - close.right < close.left - rect.left;
    expect(nearerRight).toBe(dir === 'ltr');
  });

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`keeps the close button off the body under a title (${dir}, issue O item 13)`, async () => {
      await render(
        <UiProvider dir={dir}>
          <HelpPopover defaultOpen>
            {/* A first row as wide as the body, as the bell panel's tabs can be. */}
            <div data-testid="first-row" style={{ height: 44 }} />
          </HelpPopover>
        </UiProvider>,
      );
      await expect.element(popover()).toBeVisible();
      const close = page.getByRole('button', { name: 'Close' }).element().getBoundingClientRect();
      const row = page.getByTestId('first-row').element().getBoundingClientRect();
      expect(row.top).toBeGreaterThanOrEqual(close.bottom);
    });
  }

  it('passes id, data-* and ref to the popover element, and takes aria-label without a title', async () => {
    const ref = { current: null as HTMLDivElement | null };
    await render(
      <HelpPopover
        defaultOpen
        title={undefined}
        aria-label="About the PIN"
        id="pin-help"
        data-testid="pin-help"
        ref={ref}
      />,
    );
    const element = popover().element();
    await expect.element(popover()).toHaveAccessibleName('About the PIN');
    expect(element.id).toBe('pin-help');
    expect(element.getAttribute('data-testid')).toBe('pin-help');
    expect(ref.current).toBe(element);
  });
});
