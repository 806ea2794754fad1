import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { SiteHeader, type SiteHeaderLabels, type SiteHeaderLink } from '../SiteHeader';

const labels: SiteHeaderLabels = {
  home: 'Portal home',
  siteName: 'Government services',
  navigation: 'Main navigation',
  menu: { open: 'Open menu', close: 'Close menu' },
};

const navigation: SiteHeaderLink[] = [
  {
    label: 'Services',
    href: '/en/services',
    children: [
      { label: 'Individuals', href: '/en/services/individual' },
      { label: 'Business', href: '/en/services/business' },
    ],
  },
  { label: 'Talk to us', href: '/en/talk-to-us' },
  { label: 'Only children', children: [{ label: 'Child', href: '/en/child' }] },
];

/** A visitor's header in a frame `width` px wide (the frame checks for sideways scroll). */
async function renderVisitorHeader(width: number, { withLanguageSwitch = false } = {}) {
  return render(
    <div style={{ width }} data-testid="frame">
      <SiteHeader
        labels={labels}
        homeHref="/en/"
        navigation={navigation}
        languageSwitch={withLanguageSwitch ? <a href="/ar-AE/">العربية</a> : undefined}
        account={{
          kind: 'visitor',
          register: { label: 'Register', href: '/register' },
          signIn: <a href="/login">Sign in</a>,
        }}
      />
    </div>,
  );
}

describe('SiteHeader', () => {
  it('a visitor: child links open from their parent with the keyboard, register and sign-in show', async () => {
    await renderVisitorHeader(1024);
    await expect
      .element(page.getByRole('link', { name: 'Portal home' }))
      .toHaveAttribute('href', '/en/');
    await expect.element(page.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Open menu' }).elements()).toHaveLength(0);
    const services = page.getByRole('button', { name: 'Services' });
    (services.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(services).toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(page.getByRole('link', { name: 'Individuals' }))
      .toHaveAttribute('href', '/en/services/individual');
    await userEvent.tab();
    await expect.element(page.getByRole('link', { name: 'Services' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(services).toHaveFocus();
    await expect.element(services).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await expect.element(services).toHaveAttribute('aria-expanded', 'false');
  });

  it('the long session drops child menus and parents without an address, and shows no register', async () => {
    await render(
      <div style={{ width: 1024 }} data-testid="frame">
        <SiteHeader
          labels={labels}
          homeHref="/en/"
          navigation={navigation}
          account={{
            kind: 'longSession',
            profileMenu: <button type="button">Profile menu</button>,
          }}
        />
      </div>,
    );
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.element(nav.getByRole('link', { name: 'Services' })).toBeVisible();
    expect(nav.getByRole('button').elements()).toHaveLength(0);
    expect(page.getByText('Only children').elements()).toHaveLength(0);
    await expect.element(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  });

  it('at 320 px the menu button shows the items, children under their parent, with no sideways scroll', async () => {
    await renderVisitorHeader(320, { withLanguageSwitch: true });
    expect(page.getByRole('link', { name: 'Register' }).elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.element(page.getByRole('link', { name: 'Individuals' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'العربية' })).toBeVisible();
    const frame = page.getByTestId('frame').element();
    expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  });

  it('on a phone, opening the menu keeps the bar on one row: the panel takes the next line (issue S)', async () => {
    await renderVisitorHeader(390);
    const row = (name: string) => {
      const box = page.getByRole('link', { name }).element().getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    };
    const homeRow = row('Portal home');
    const signInBefore = row('Sign in');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.element(page.getByRole('link', { name: 'Individuals' })).toBeVisible();
    const close = page
      .getByRole('button', { name: 'Close menu' })
      .element()
      .getBoundingClientRect();
    // The logo, sign-in and the menu's button stay where they were, on the bar's first row.
    expect(row('Portal home')).toBe(homeRow);
    expect(row('Sign in')).toBe(signInBefore);
    expect(Math.abs(close.top + close.height / 2 - homeRow)).toBeLessThanOrEqual(2);
    // The panel starts under them.
    const panel = page.getByRole('link', { name: 'Individuals' }).element().getBoundingClientRect();
    expect(panel.top).toBeGreaterThan(close.bottom);
  });

  it('the dark style gives the header the dark palette; transparent drops the background', async () => {
    const { rerender } = await render(
      <SiteHeader labels={labels} homeHref="/" headerStyle="dark" account={{ kind: 'pending' }} />,
    );
    const header = page.getByRole('banner').element();
    expect(header.getAttribute('data-theme')).toBe('dark');
    await rerender(
      <SiteHeader
        labels={labels}
        homeHref="/"
        headerStyle="transparent"
        account={{ kind: 'pending' }}
      />,
    );
    expect(header.getAttribute('data-theme')).toBeNull();
    expect(getComputedStyle(header).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  });
});
