import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { UiProvider } from '../../../provider/UiProvider';
import { Pagination, type PaginationProps } from '../Pagination';
import { pageWindow } from '../pageWindow';

const WORDS = {
  label: 'Pages',
  previousLabel: 'Previous',
  nextLabel: 'Next',
  pageLabel: (n: number) => `Page ${n}`,
} satisfies Partial<PaginationProps>;

const shown = (slots: ReturnType<typeof pageWindow>) =>
  slots.map((slot) => (slot.kind === 'page' ? slot.page : '…'));

describe('pageWindow', () => {
  it('shows first, last, the current page and its siblings, with gaps between', () => {
    expect(shown(pageWindow(5, 10, 1))).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(shown(pageWindow(1, 10, 1))).toEqual([1, 2, '…', 10]);
    expect(shown(pageWindow(10, 10, 1))).toEqual([1, '…', 9, 10]);
    expect(shown(pageWindow(6, 12, 0))).toEqual([1, '…', 6, '…', 12]);
  });

  it('never hides a single page behind a gap', () => {
    expect(shown(pageWindow(4, 10, 1))).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(shown(pageWindow(3, 10, 0))).toEqual([1, 2, 3, '…', 10]);
    expect(shown(pageWindow(8, 10, 0))).toEqual([1, '…', 8, 9, 10]);
  });

  it('keeps at most 2 × siblings + 5 slots and clamps the page', () => {
    for (let current = -2; current <= 40; current++)
      expect(pageWindow(current, 37, 1).length).toBeLessThanOrEqual(7);
    expect(shown(pageWindow(99, 3, 1))).toEqual([1, 2, 3]);
    expect(shown(pageWindow(1, 0, 1))).toEqual([1]);
  });
});

describe('Pagination', () => {
  it('marks the current page and moves with previous and next (uncontrolled)', async () => {
    const onPageChange = vi.fn();
    await render(
      <Pagination {...WORDS} pageCount={10} defaultPage={5} onPageChange={onPageChange} />,
    );
    await expect
      .element(page.getByRole('button', { name: 'Page 5' }))
      .toHaveAttribute('aria-current', 'page');
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    await expect
      .element(page.getByRole('button', { name: 'Page 6' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it('follows the page it is given when controlled', async () => {
    const onPageChange = vi.fn();
    const { rerender } = await render(
      <Pagination {...WORDS} pageCount={10} page={2} onPageChange={onPageChange} />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    // Not moved until the caller says so.
    await expect
      .element(page.getByRole('button', { name: 'Page 2' }))
      .toHaveAttribute('aria-current', 'page');
    await rerender(<Pagination {...WORDS} pageCount={10} page={3} onPageChange={onPageChange} />);
    await expect
      .element(page.getByRole('button', { name: 'Page 3' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it('keeps focus on "next" when the last page is reached by keyboard', async () => {
    await render(<Pagination {...WORDS} pageCount={3} defaultPage={2} />);
    const next = page.getByRole('button', { name: 'Next' });
    (next.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(next.element());
    await expect.element(next).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders links with hrefs and aria-current when hrefOf is given', async () => {
    await render(
      <Pagination {...WORDS} pageCount={4} page={4} hrefOf={(n) => `/list?page=${n}`} />,
    );
    const current = page.getByRole('link', { name: 'Page 4' });
    await expect.element(current).toHaveAttribute('aria-current', 'page');
    await expect.element(current).toHaveAttribute('href', '/list?page=4');
    await expect
      .element(page.getByRole('link', { name: 'Previous' }))
      .toHaveAttribute('href', '/list?page=3');
    const next = page.getByRole('link', { name: 'Next' }).element();
    expect(next.hasAttribute('href')).toBe(false);
    expect(next.getAttribute('aria-disabled')).toBe('true');
  });

  it.each([
    ['ltr', 'left'],
    ['rtl', 'right'],
  ] as const)(
    'puts "previous" at the inline start in %s (the %s) with a mirrored chevron',
    async (dir, side) => {
      await render(
        <UiProvider dir={dir}>
          <div dir={dir}>
            <Pagination {...WORDS} pageCount={5} defaultPage={3} />
          </div>
        </UiProvider>,
      );
      const previous = page
        .getByRole('button', { name: 'Previous' })
        .element()
        .getBoundingClientRect();
      const next = page.getByRole('button', { name: 'Next' }).element().getBoundingClientRect();
      if (side === 'left') expect(previous.right).toBeLessThan(next.left);
      else expect(previous.left).toBeGreaterThan(next.right);
      const chevron = page
        .getByRole('button', { name: 'Previous' })
        .element()
        .querySelector('svg')!;
      // Tailwind's scale utilities set the `scale` property (not `transform`): "-1 1" when
      // mirrored, "none" when not.
      const scale = getComputedStyle(chevron).scale;
      expect(scale === 'none' ? 1 : Number(scale.split(' ')[0])).toBe(dir === 'rtl' ? -1 : 1);
    },
  );

  it('offers targets of at least 24 by 24 px', async () => {
    await render(<Pagination {...WORDS} pageCount={10} defaultPage={5} />);
    for (const button of page.getByRole('button').all()) {
      const box = button.element().getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
  });
});
