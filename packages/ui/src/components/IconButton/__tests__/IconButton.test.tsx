import { X } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { IconButton } from '../IconButton';

describe('IconButton', () => {
  it('is named by its label and hides the icon from assistive technology', async () => {
    await render(<IconButton label="Close" icon={<X data-testid="icon" />} />);
    const button = page.getByRole('button', { name: 'Close' });
    await expect.element(button).toBeVisible();
    expect(button.element().getAttribute('aria-label')).toBe('Close');
    expect(page.getByTestId('icon').element().closest('[aria-hidden="true"]')).not.toBeNull();
    expect(button.element().getAttribute('title')).toBeNull();
  });

  it('requires a label by its type', () => {
    // @ts-expect-error: an icon-only button without a name is a type error.
    const element = <IconButton icon={<X />} />;
    expect(element).toBeDefined();
  });

  it('is a button, not a submit, and presses with pointer, Enter and Space', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    await render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <IconButton label="Settings" icon={<X />} onClick={onClick} />
      </form>,
    );
    const button = page.getByRole('button', { name: 'Settings' });
    await userEvent.click(button);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(button.element()).toBe(document.activeElement);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['sm', 32],
    ['md', 44],
    ['lg', 48],
  ] as const)('offers a %s target of at least %i px square', async (size, minimum) => {
    await render(<IconButton size={size} label="Close" icon={<X />} />);
    const rect = page.getByRole('button').element().getBoundingClientRect();
    expect(rect.width).toBeGreaterThanOrEqual(minimum);
    expect(rect.height).toBeGreaterThanOrEqual(minimum);
  });

  it('passes id, data-* and aria-* through to the button', async () => {
    await render(
      <IconButton
        id="close"
        data-testid="close"
        aria-pressed="true"
        aria-describedby="hint"
        label="Close"
        icon={<X />}
      />,
    );
    const button = page.getByTestId('close').element();
    expect(button.id).toBe('close');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('data-slot')).toBe('icon-button');
  });
});
