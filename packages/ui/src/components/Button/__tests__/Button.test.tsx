import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { Button } from '../Button';

describe('Button', () => {
  it('never submits a form unless told to', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    await render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Save</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps its width, name and focus while busy, refuses presses and announces the busy words', async () => {
    const onClick = vi.fn();
    const { rerender } = await render(
      <Button onClick={onClick} loadingLabel="Paying">
        Pay now
      </Button>,
    );
    const button = page.getByRole('button', { name: 'Pay now' });
    const idleWidth = (button.element() as HTMLElement).getBoundingClientRect().width;
    (button.element() as HTMLElement).focus();

    await rerender(
      <Button onClick={onClick} loading loadingLabel="Paying">
        Pay now
      </Button>,
    );
    const busy = button.element() as HTMLElement;
    expect(busy.getBoundingClientRect().width).toBe(idleWidth);
    expect(busy).toBe(document.activeElement);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('{Enter}');
    // Playwright waits for an aria-disabled element to become enabled; force the press a person can make.
    await userEvent.click(button, { force: true });
    expect(onClick).not.toHaveBeenCalled();
    await expect.element(page.getByRole('status')).toHaveTextContent('Paying');
  });

  it('offers a 44 px target at the default size and 32 px at the small one', async () => {
    await render(
      <>
        <Button>Default</Button>
        <Button size="sm">Small</Button>
      </>,
    );
    const height = (name: string) =>
      (page.getByRole('button', { name }).element() as HTMLElement).getBoundingClientRect().height;
    expect(height('Default')).toBeGreaterThanOrEqual(44);
    expect(height('Small')).toBeGreaterThanOrEqual(32);
  });

  it('puts the start icon on the left in English and on the right in Arabic', async () => {
    for (const [dir, startIsLeft] of [
      ['ltr', true],
      ['rtl', false],
    ] as const) {
      const { unmount } = await render(
        <div dir={dir}>
          <Button startIcon={<svg data-testid="icon" width="16" height="16" />}>
            <span>Label</span>
          </Button>
        </div>,
      );
      const icon = page.getByTestId('icon').element().getBoundingClientRect();
      const text = page.getByText('Label').element().getBoundingClientRect();
      expect(icon.left < text.left).toBe(startIsLeft);
      await unmount();
    }
  });

  it("lets a caller's class win over the variant's", async () => {
    await render(<Button className="bg-danger">Override</Button>);
    const button = page.getByRole('button', { name: 'Override' }).element();
    expect(button.className).toContain('bg-danger');
    expect(button.className).not.toContain('bg-brand ');
  });
});
