import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { DataTable } from './DataTable';
import { STORY_TRANSACTIONS, storyTransactionColumns } from './dataTableStoryData';

const CAPTION = { en: 'Toll history, June 2025', ar: 'سجل التعرفة، يونيو 2025' };

const meta = {
  title: 'Display/DataTable/Features',
  component: DataTable,
  args: { caption: '', columns: [], rows: [], rowKey: () => '' },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * At 320 px every row becomes a card and each value shows its column's name beside it (container
 * query). It is still a table to assistive technology, which hears the real column headers.
 */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <DataTable
        caption={storyText(globals, CAPTION)}
        columns={storyTransactionColumns(globals)}
        rows={STORY_TRANSACTIONS}
        rowKey={(row) => row.id}
        rowHeader="date"
      />
    </div>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    await expect(canvas.getByRole('table', { name: storyText(globals, CAPTION) })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(3);
    // The repeated column names are visible and hidden from assistive technology.
    const labels = canvasElement.querySelectorAll('[data-slot="data-table-cell-label"]');
    await expect(labels).toHaveLength(9);
    await expect(labels[2]).toBeVisible();
    await expect(labels[2]).toHaveAttribute('aria-hidden', 'true');
    // Each row is a card: rows stack, the first row's cells stack too.
    const [first, second] = canvasElement.querySelectorAll('[data-slot="data-table-row"]');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom,
    );
  },
};

/** The caption kept for assistive technology only, when a heading above already says it. */
export const HiddenCaption: Story = {
  render: (_, { globals }) => (
    <section aria-labelledby="history-heading" className="flex flex-col gap-3">
      <h2 id="history-heading" className="text-title font-semibold">
        {storyText(globals, { en: 'Toll history', ar: 'سجل التعرفة' })}
      </h2>
      <DataTable
        caption={storyText(globals, CAPTION)}
        captionHidden
        columns={storyTransactionColumns(globals)}
        rows={STORY_TRANSACTIONS}
        rowKey={(row) => row.id}
      />
    </section>
  ),
  play: async ({ canvas, globals }) => {
    const table = canvas.getByRole('table', { name: storyText(globals, CAPTION) });
    await expect(
      table.querySelector('caption')!.getBoundingClientRect().height,
    ).toBeLessThanOrEqual(1);
    // No row headers asked for: every body cell is a plain cell.
    await expect(canvas.queryAllByRole('rowheader')).toHaveLength(0);
  },
};

/** No rows: the caller says so next to the table (the table itself stays honest and empty). */
export const Empty: Story = {
  render: (_, { globals }) => (
    <div className="flex flex-col gap-2">
      <DataTable
        caption={storyText(globals, CAPTION)}
        columns={storyTransactionColumns(globals)}
        rows={[]}
        rowKey={(row) => row.id}
      />
      <p className="text-ink-muted">
        {storyText(globals, { en: 'No trips this month.', ar: 'لا توجد رحلات هذا الشهر.' })}
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
  },
};
