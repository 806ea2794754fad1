import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { DescriptionList } from '../DescriptionList';

const ITEMS = [
  { term: 'Amount due', description: '1,234.50' },
  { term: 'Due date', description: '15-07-2025' },
];

function rowsOf() {
  const term = page.getByText('Amount due').element().getBoundingClientRect();
  const value = page.getByText('1,234.50').element().getBoundingClientRect();
  return { term, value };
}

describe('DescriptionList', () => {
  it('pairs each term with its description in a <dl>', async () => {
    await render(<DescriptionList items={ITEMS} aria-label="Bill" />);
    const list = document.querySelector('dl')!;
    expect(list.getAttribute('aria-label')).toBe('Bill');
    expect([...list.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Amount due',
      'Due date',
    ]);
    expect(list.querySelectorAll('dt + dd')).toHaveLength(2);
  });

  it('puts the value beside its term when wide and below it when narrow', async () => {
    const { rerender } = await render(
      <div style={{ width: 600 }}>
        <DescriptionList items={ITEMS} />
      </div>,
    );
    let { term, value } = rowsOf();
    expect(Math.abs(term.top - value.top)).toBeLessThan(2);
    await rerender(
      <div style={{ width: 280 }}>
        <DescriptionList items={ITEMS} />
      </div>,
    );
    ({ term, value } = rowsOf());
    expect(value.top).toBeGreaterThanOrEqual(term.bottom);
  });

  it('puts the term at the inline start in right-to-left pages', async () => {
    await render(
      <div dir="rtl" style={{ width: 600 }}>
        <DescriptionList items={ITEMS} />
      </div>,
    );
    const { term, value } = rowsOf();
    expect(term.left).toBeGreaterThan(value.left);
  });
});
