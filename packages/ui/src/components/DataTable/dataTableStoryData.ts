import { storyText } from '../../storybook/storyText';
import type { DataTableColumn } from './DataTable';

/** A row of the stories' toll history (S6.5). */
export interface StoryTransaction {
  readonly id: string;
  readonly date: string;
  readonly gate: { readonly en: string; readonly ar: string };
  readonly amount: string;
}

/** Toll history for the stories: dates and amounts as core formats them. */
export const STORY_TRANSACTIONS: readonly StoryTransaction[] = [
  {
    id: 't1',
    date: '11-06-2025',
    gate: { en: 'Sheikh Zayed Bridge', ar: 'جسر الشيخ زايد' },
    amount: '4.00',
  },
  {
    id: 't2',
    date: '10-06-2025',
    gate: { en: 'Al Maqta Bridge', ar: 'جسر المقطع' },
    amount: '4.00',
  },
  {
    id: 't3',
    date: '02-06-2025',
    gate: { en: 'Mussafah Bridge', ar: 'جسر مصفح' },
    amount: '16.00',
  },
];

/** The stories' columns, in the toolbar's language. */
export function storyTransactionColumns(
  globals: Record<string, unknown>,
): DataTableColumn<StoryTransaction>[] {
  return [
    {
      id: 'date',
      header: storyText(globals, { en: 'Date', ar: 'التاريخ' }),
      cell: (row) => row.date,
    },
    {
      id: 'gate',
      header: storyText(globals, { en: 'Toll gate', ar: 'بوابة التعرفة' }),
      cell: (row) => storyText(globals, row.gate),
    },
    {
      id: 'amount',
      header: storyText(globals, { en: 'Amount (AED)', ar: 'المبلغ (درهم)' }),
      cell: (row) => row.amount,
      numeric: true,
    },
  ];
}
