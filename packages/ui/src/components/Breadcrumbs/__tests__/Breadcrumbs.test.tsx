import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { Breadcrumbs } from '../Breadcrumbs';

const ITEMS = [
  { label: 'Home', href: '/en' },
  { label: 'My locker', href: '/en/mylocker' },
  { label: 'Payments', href: '/en/mylocker/payments' },
  { label: 'Receipt' },
];

describe('Breadcrumbs', () => {
  it('is a named landmark with an ordered list and the current page marked', async () => {
    await render(<Breadcrumbs label="Breadcrumb" items={ITEMS} />);
    const nav = page.getByRole('navigation', { name: 'Breadcrumb' }).element();
    expect(nav.querySelector('ol')?.children).toHaveLength(4);
    const current = page.getByText('Receipt').element();
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.closest('a')).toBeNull();
    expect(page.getByRole('link').all()).toHaveLength(3);
  });

  it('moves through the links with Tab in order', async () => {
    await render(<Breadcrumbs label="Breadcrumb" items={ITEMS} />);
    for (const name of ['Home', 'My locker', 'Payments']) {
      await userEvent.tab();
      expect(document.activeElement).toBe(page.getByRole('link', { name }).element());
    }
  });

  it.each([
    ['ltr', 1],
    ['rtl', -1],
  ] as const)('mirrors the separators in %s', async (dir, expectedScaleX) => {
    await render(
      <div dir={dir}>
        <Breadcrumbs label="Breadcrumb" items={ITEMS.slice(0, 2)} />
      </div>,
    );
    const separator = document.querySelector('[data-slot="breadcrumbs-separator"]')!;
    // Tailwind's scale utilities set the `scale` property (not `transform`): "-1 1" when
    // mirrored, "none" when not.
    const scale = getComputedStyle(separator).scale;
    expect(scale === 'none' ? 1 : Number(scale.split(' ')[0])).toBe(expectedScaleX);
    expect(separator.getAttribute('aria-hidden')).toBe('true');
    // The next step sits after the separator in reading order: to its right in ltr, left in rtl.
    const next = page.getByText('My locker').element().getBoundingClientRect();
    const box = separator.getBoundingClientRect();
    if (dir === 'ltr') expect(next.left).toBeGreaterThanOrEqual(box.right);
    else expect(next.right).toBeLessThanOrEqual(box.left);
  });

  it('folds the middle steps into an ellipsis in a narrow container only', async () => {
    const { rerender } = await render(
      <div style={{ width: 300 }}>
        <Breadcrumbs label="Breadcrumb" items={ITEMS} />
      </div>,
    );
    // Home and the parent remain reachable; "My locker" is folded.
    expect(
      page
        .getByRole('link')
        .all()
        .map((link) => link.element().textContent),
    ).toEqual(['Home', 'Payments']);
    await rerender(
      <div style={{ width: 800 }}>
        <Breadcrumbs label="Breadcrumb" items={ITEMS} />
      </div>,
    );
    expect(page.getByRole('link').all()).toHaveLength(3);
  });

  it('uses the renderLink adapter for every link', async () => {
    await render(
      <Breadcrumbs
        label="Breadcrumb"
        items={ITEMS}
        renderLink={({ href, children, ...link }) => (
          <a {...link} href={`#router${href}`}>
            {children}
          </a>
        )}
      />,
    );
    expect(page.getByRole('link', { name: 'Home' }).element().getAttribute('href')).toBe(
      '#router/en',
    );
  });
});
