import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { DataTable } from './DataTable';
import { STORY_TRANSACTIONS, storyTransactionColumns } from './dataTableStoryData';

const CAPTION = { en: 'Toll history, June 2025', ar: 'سجل التعرفة، يونيو 2025' };

const meta = {
  title: 'Display/DataTable',
  component: DataTable,
  args: { caption: '', columns: [], rows: [], rowKey: () => '' },
  argTypes: {
    caption: { control: false },
    columns: { control: false },
    rows: { control: false },
    rowKey: { control: false },
  },
  render: (args, { globals }) => (
    <DataTable
      {...args}
      caption={storyText(globals, CAPTION)}
      columns={storyTransactionColumns(globals)}
      rows={STORY_TRANSACTIONS}
      rowKey={(row) => row.id}
      rowHeader="date"
    />
  ),
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A table with its caption, column headers (`scope="col"`), a row header per row and amounts lined
 * up at the inline end.
 */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const table = canvas.getByRole('table', { name: storyText(globals, CAPTION) });
    await expect(table).toBeVisible();
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers).toHaveLength(3);
    for (const header of headers) await expect(header).toHaveAttribute('scope', 'col');
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(3);
    // Amounts share their inline-end edge.
    const amounts = canvas.getAllByText(/^\d+\.\d\d$/).map((cell) => cell.getBoundingClientRect());
    const rtl = document.documentElement.dir === 'rtl';
    const edges = amounts.map((box) => Math.round(rtl ? box.left : box.right));
    await expect(new Set(edges).size).toBe(1);
  },
};
