import { notificationBellLabel } from '@portal/core';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { NotificationBell } from '../NotificationBell';

function badgeOf(button: HTMLElement): HTMLElement | null {
  return button.querySelector<HTMLElement>('[data-slot="notification-bell-badge"]');
}

describe('NotificationBell', () => {
  it('speaks the count through its name and hides the badge from assistive technology', async () => {
    await render(<NotificationBell count={3} label={notificationBellLabel('en', 3)} />);
    const bell = page.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect.element(bell).toBeVisible();
    const badge = badgeOf(bell.element() as HTMLElement);
    expect(badge?.textContent).toBe('3');
    expect(badge?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows 99+ above 99 and no badge at 0 or while loading', async () => {
    const { rerender } = await render(<NotificationBell count={250} label="n" />);
    const bell = page.getByRole('button', { name: 'n' });
    expect(badgeOf(bell.element() as HTMLElement)?.textContent).toBe('99+');
    await rerender(<NotificationBell count={0} label="n" />);
    expect(badgeOf(bell.element() as HTMLElement)).toBeNull();
    await rerender(<NotificationBell count={undefined} label="n" />);
    expect(badgeOf(bell.element() as HTMLElement)).toBeNull();
  });

  it('is a button, not a submit, and forwards clicks', async () => {
    const onClick = vi.fn();
    await render(
      <form>
        <NotificationBell count={1} label="bell" onClick={onClick} />
      </form>,
    );
    const bell = page.getByRole('button', { name: 'bell' });
    expect(bell.element().getAttribute('type')).toBe('button');
    await userEvent.click(bell);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('offers at least a 44 by 44 px target (WCAG 2.5.8, with margin)', async () => {
    await render(<NotificationBell count={1} label="bell" />);
    const rect = (page.getByRole('button').element() as HTMLElement).getBoundingClientRect();
    expect(rect.width).toBeGreaterThanOrEqual(44);
    expect(rect.height).toBeGreaterThanOrEqual(44);
  });

  it.each([
    ['ltr', 'right'],
    ['rtl', 'left'],
  ] as const)('puts the badge at the inline end in %s (the %s side)', async (dir, side) => {
    await render(
      <div dir={dir}>
        <NotificationBell count={5} label="bell" />
      </div>,
    );
    const button = page.getByRole('button').element() as HTMLElement;
    const buttonRect = button.getBoundingClientRect();
    const badgeRect = (badgeOf(button) as HTMLElement).getBoundingClientRect();
    const badgeCentre = badgeRect.left + badgeRect.width / 2;
    const buttonCentre = buttonRect.left + buttonRect.width / 2;
    if (side === 'right') expect(badgeCentre).toBeGreaterThan(buttonCentre);
    else expect(badgeCentre).toBeLessThan(buttonCentre);
  });

  it('uses the dark badge colours under data-theme="dark"', async () => {
    await render(
      <div data-theme="dark">
        <NotificationBell count={2} label="bell" />
      </div>,
    );
    const badge = badgeOf(page.getByRole('button').element() as HTMLElement) as HTMLElement;
    expect(getComputedStyle(badge).backgroundColor).toBe('rgb(240, 96, 122)');
  });
});
