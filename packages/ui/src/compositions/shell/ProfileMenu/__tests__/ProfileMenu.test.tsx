import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { UiProvider } from '../../../../provider/UiProvider';
import { ProfileMenu } from '../ProfileMenu';

const labels = { menu: 'Profile menu', welcome: 'Welcome, Mariam', signOut: 'Sign out' };

describe('ProfileMenu', () => {
  it('opens with Enter, lists the greeting, links and session actions, and signs out on select', async () => {
    const onSignOut = vi.fn();
    const lock = vi.fn();
    await render(
      <ProfileMenu
        labels={labels}
        links={[{ label: 'My data', href: '/en/my-data' }]}
        personalLinks={[{ label: 'My TAMM', href: '/en/mylocker' }]}
        sessionActions={[{ id: 'lock', label: 'Lock session', onSelect: lock }]}
        onSignOut={onSignOut}
      />,
    );
    const trigger = page.getByRole('button', { name: 'Profile menu' });
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menu')).toHaveTextContent('Welcome, Mariam');
    await expect
      .element(page.getByRole('menuitem', { name: 'My data' }))
      .toHaveAttribute('href', '/en/my-data');
    await page.getByRole('menuitem', { name: 'Lock session' }).click();
    expect(lock).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await expect.element(trigger).toHaveFocus();
  });

  it('shows the photo when given (decorative) and a person icon otherwise', async () => {
    const photo =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const { rerender } = await render(
      <ProfileMenu labels={labels} photoSrc={photo} onSignOut={() => {}} />,
    );
    const trigger = page.getByRole('button', { name: 'Profile menu' }).element();
    expect(trigger.querySelector('img')?.getAttribute('alt')).toBe('');
    await rerender(<ProfileMenu labels={labels} onSignOut={() => {}} />);
    expect(trigger.querySelector('img')).toBeNull();
    expect(trigger.querySelector('svg')).not.toBeNull();
  });

  it('shows the initials, hidden from the accessibility tree, when there is no photo', async () => {
    const photo =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const { rerender } = await render(
      <ProfileMenu labels={labels} initials="MM" onSignOut={() => {}} />,
    );
    const trigger = page.getByRole('button', { name: 'Profile menu' });
    const letters = trigger.element().querySelector('[data-slot="profile-menu-initials"]');
    expect(letters?.textContent).toBe('MM');
    expect(letters?.getAttribute('aria-hidden')).toBe('true');
    expect(trigger.element().querySelector('svg')).toBeNull();
    // The name stays the menu's, not the letters.
    await expect.element(trigger).toHaveAccessibleName('Profile menu');
    // A photo wins over the letters; blank letters fall back to the icon.
    await rerender(
      <ProfileMenu labels={labels} photoSrc={photo} initials="MM" onSignOut={() => {}} />,
    );
    expect(trigger.element().querySelector('[data-slot="profile-menu-initials"]')).toBeNull();
    expect(trigger.element().querySelector('img')).not.toBeNull();
    await rerender(<ProfileMenu labels={labels} initials=" " onSignOut={() => {}} />);
    expect(trigger.element().querySelector('svg')).not.toBeNull();
  });

  it('in Arabic, arrows move through the items and Escape returns focus', async () => {
    await render(
      <UiProvider dir="rtl">
        <ProfileMenu
          labels={{ menu: 'قائمة الملف الشخصي', welcome: 'مرحبًا، مريم', signOut: 'تسجيل الخروج' }}
          links={[{ label: 'بياناتي', href: '#data' }]}
          onSignOut={() => {}}
        />
      </UiProvider>,
    );
    const trigger = page.getByRole('button', { name: 'قائمة الملف الشخصي' });
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'بياناتي' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'تسجيل الخروج' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(trigger).toHaveFocus();
  });
});
