import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Pagination } from './Pagination';

const LABEL = { en: 'Pages of applications', ar: 'صفحات الطلبات' };
const PREVIOUS = { en: 'Previous', ar: 'السابق' };
const NEXT = { en: 'Next', ar: 'التالي' };

function pageWords(globals: Record<string, unknown>) {
  return (page: number) => storyText(globals, { en: `Page ${page}`, ar: `الصفحة ${page}` });
}

const meta = {
  title: 'Display/Pagination',
  component: Pagination,
  args: {
    label: '',
    previousLabel: '',
    nextLabel: '',
    pageCount: 10,
    defaultPage: 5,
    onPageChange: fn(),
  },
  argTypes: {
    label: { control: false },
    previousLabel: { control: false },
    nextLabel: { control: false },
    pageCount: { control: { type: 'number', min: 1 } },
  },
  render: (args, { globals }) => (
    <Pagination
      {...args}
      label={storyText(globals, LABEL)}
      previousLabel={storyText(globals, PREVIOUS)}
      nextLabel={storyText(globals, NEXT)}
      pageLabel={pageWords(globals)}
    />
  ),
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Ten pages of applications, on page 5: buttons (no hrefs) that call `onPageChange`. Tab moves
 * through them, Enter and Space press them, and the new page carries `aria-current="page"`.
 */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: storyText(globals, LABEL) });
    await expect(nav).toBeVisible();
    const page = (n: number) => canvas.getByRole('button', { name: pageWords(globals)(n) });
    await expect(page(5)).toHaveAttribute('aria-current', 'page');

    const next = canvas.getByRole('button', { name: storyText(globals, NEXT) });
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(page(6)).toHaveAttribute('aria-current', 'page');

    page(6).focus();
    await userEvent.tab();
    await expect(page(7)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await userEvent.keyboard(' ');
    await expect(page(7)).toHaveAttribute('aria-current', 'page');

    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, PREVIOUS) }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
  },
};
