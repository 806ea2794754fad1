import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Pagination } from './Pagination';

const LABEL = { en: 'Pages of notifications', ar: 'صفحات الإشعارات' };
const PREVIOUS = { en: 'Previous page', ar: 'الصفحة السابقة' };
const NEXT = { en: 'Next page', ar: 'الصفحة التالية' };

const meta = {
  title: 'Display/Pagination/Features',
  component: Pagination,
  args: { label: '', previousLabel: '', nextLabel: '', pageCount: 12 },
  render: (args, { globals }) => (
    <Pagination
      {...args}
      label={storyText(globals, LABEL)}
      previousLabel={storyText(globals, PREVIOUS)}
      nextLabel={storyText(globals, NEXT)}
      pageLabel={(page) => storyText(globals, { en: `Page ${page}`, ar: `الصفحة ${page}` })}
    />
  ),
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Pages as links (`hrefOf`, e.g. `?page=3`): the current page is a link with `aria-current`.
 * On the first page "previous" is present but unavailable, and not in the tab order.
 */
export const AsLinks: Story = {
  args: { page: 1, hrefOf: (page: number) => `?page=${page}` },
  play: async ({ canvas, globals }) => {
    const current = canvas.getByRole('link', {
      name: storyText(globals, { en: 'Page 1', ar: 'الصفحة 1' }),
    });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '?page=1');
    const previous = canvas.getByRole('link', { name: storyText(globals, PREVIOUS) });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: storyText(globals, NEXT) })).toHaveAttribute(
      'href',
      '?page=2',
    );
  },
};

const onLastPage = fn();

/**
 * On the last page "next" stays focusable but refuses presses (`aria-disabled`): reaching the end
 * with the keyboard never drops focus to the page.
 */
export const LastPage: Story = {
  args: { defaultPage: 11, onPageChange: onLastPage },
  play: async ({ canvas, globals, userEvent }) => {
    onLastPage.mockClear();
    const next = canvas.getByRole('button', { name: storyText(globals, NEXT) });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onLastPage).toHaveBeenLastCalledWith(12);
    await expect(next).toHaveFocus();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(onLastPage).toHaveBeenCalledTimes(1);
  },
};

/**
 * The compact form at 320 px: chevrons only (their words remain their names, mirrored in Arabic),
 * and the first, current and last pages. Nothing scrolls sideways.
 */
export const Narrow: Story = {
  args: { defaultPage: 6, onPageChange: fn() },
  render: (args, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <Pagination
        {...args}
        label={storyText(globals, LABEL)}
        previousLabel={storyText(globals, PREVIOUS)}
        nextLabel={storyText(globals, NEXT)}
        pageLabel={(page) => storyText(globals, { en: `Page ${page}`, ar: `الصفحة ${page}` })}
      />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    const pages = canvas
      .getAllByRole('button')
      .filter((button) => button.getAttribute('data-slot') === 'pagination-page');
    await expect(pages.map((button) => button.textContent)).toEqual(['1', '6', '12']);
    const next = canvas.getByRole('button', { name: storyText(globals, NEXT) });
    await expect(next).toBeVisible();
    // The chevron points the reading way: mirrored in Arabic (Tailwind's scale sets `scale`).
    const rtl = document.documentElement.dir === 'rtl';
    await expect(getComputedStyle(next.querySelector('svg')!).scale).toBe(rtl ? '-1 1' : 'none');
    // And "next" sits at the inline end: right in English, left in Arabic.
    const previous = canvas.getByRole('button', { name: storyText(globals, PREVIOUS) });
    const [start, end] = [previous, next].map((button) => button.getBoundingClientRect());
    if (rtl) await expect(end!.right).toBeLessThan(start!.left);
    else await expect(end!.left).toBeGreaterThan(start!.right);
    // The words are kept for assistive technology but take no room (visually hidden).
    await expect(
      canvas.getByText(storyText(globals, NEXT)).getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  },
};

/** Few pages: every page shows, no gaps. */
export const FewPages: Story = {
  args: { pageCount: 3, defaultPage: 2, onPageChange: fn() },
  play: async ({ canvas }) => {
    const pages = canvas
      .getAllByRole('button')
      .filter((button) => button.getAttribute('data-slot') === 'pagination-page');
    await expect(pages).toHaveLength(3);
  },
};
