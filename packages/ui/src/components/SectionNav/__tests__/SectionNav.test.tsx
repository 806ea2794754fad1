import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { SectionNav } from '../SectionNav';

const ITEMS = [
  { label: 'Wallets', href: '/en/wallet' },
  { label: 'Vehicles', href: '/en/wallet/vehicles', current: true },
  { label: 'Cards', href: '/en/wallet/cards' },
];

describe('SectionNav', () => {
  it('is a named navigation of links, no tablist, with only the current page marked', async () => {
    await render(<SectionNav label="Toll wallet" items={ITEMS} />);
    const nav = page.getByRole('navigation', { name: 'Toll wallet' }).element();
    expect(nav.querySelectorAll('li')).toHaveLength(3);
    expect(nav.querySelector('[role="tablist"], [role="tab"]')).toBeNull();
    const links = page.getByRole('link').elements();
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ITEMS.map((item) => item.href));
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
  });

  it('moves through the pages with Tab in reading order', async () => {
    await render(<SectionNav label="Toll wallet" items={ITEMS} />);
    for (const name of ['Wallets', 'Vehicles', 'Cards']) {
      await userEvent.tab();
      expect(document.activeElement).toBe(page.getByRole('link', { name }).element());
    }
  });

  it('marks nothing when no item is the page shown', async () => {
    await render(
      <SectionNav label="Toll wallet" items={ITEMS.map(({ current: _, ...item }) => item)} />,
    );
    expect(document.querySelector('[aria-current]')).toBeNull();
  });

  it('draws each link through renderLink with the classes and the current mark', async () => {
    await render(
      <SectionNav
        label="Toll wallet"
        items={ITEMS}
        renderLink={({ href, children, ...link }) => (
          <a {...link} href={href} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    const vehicles = page.getByRole('link', { name: 'Vehicles' }).element();
    expect(vehicles.getAttribute('data-router')).toBe('yes');
    expect(vehicles.getAttribute('aria-current')).toBe('page');
    expect(vehicles.className).toContain('border-b-2');
  });
});
