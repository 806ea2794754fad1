import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { BarChart, type BarChartDatum } from '../BarChart';

const DATA: BarChartDatum[] = [
  { label: 'Jan', value: 100, valueText: '100 kWh' },
  { label: 'Feb', value: 50, valueText: '50 kWh' },
  { label: 'Mar', value: 200, valueText: '200 kWh' },
  { label: 'Apr', value: -10, valueText: '-10 kWh' },
  { label: 'May', value: Number.NaN, valueText: 'No reading' },
  { label: 'Jun', value: 150, valueText: '150 kWh' },
];

function chart(dir: 'ltr' | 'rtl' = 'ltr', maxValue?: number) {
  return (
    <div dir={dir} style={{ width: 600 }}>
      <BarChart
        title="Last six consumptions"
        labelHeader="Month"
        valueHeader="Consumption"
        data={DATA}
        maxValue={maxValue}
      />
    </div>
  );
}

const barHeights = () =>
  [...document.querySelectorAll('[data-slot="bar-chart-plot"] rect')].map((bar) =>
    Number(bar.getAttribute('height')),
  );

describe('BarChart', () => {
  it('gives assistive technology a table of the same numbers and hides the bars', async () => {
    await render(chart());
    await expect.element(page.getByRole('figure', { name: 'Last six consumptions' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Last six consumptions' });
    await expect.element(table).toBeInTheDocument();
    // Row headers named by their labels (the stacked layout's repeated column name is hidden).
    expect(page.getByRole('rowheader').all()).toHaveLength(6);
    for (const datum of DATA)
      await expect.element(page.getByRole('rowheader', { name: datum.label })).toBeInTheDocument();
    await expect.element(page.getByRole('cell', { name: '200 kWh' })).toBeInTheDocument();
    expect(
      document.querySelector('[data-slot="bar-chart-plot"]')?.getAttribute('aria-hidden'),
    ).toBe('true');
    expect(
      document.querySelector('[data-slot="bar-chart"] svg:not([aria-hidden="true"] svg)'),
    ).toBeNull();
  });

  it('scales bars to the largest value, drawing negative and missing values as empty', async () => {
    await render(chart());
    expect(barHeights()).toEqual([50, 25, 100, 0, 0, 75]);
  });

  it('scales to maxValue when given', async () => {
    await render(chart('ltr', 400));
    expect(barHeights()).toEqual([25, 12.5, 50, 0, 0, 37.5]);
  });

  it.each(['ltr', 'rtl'] as const)('runs in reading order from one baseline (%s)', async (dir) => {
    await render(chart(dir));
    const bars = [...document.querySelectorAll('[data-slot="bar-chart-plot"] rect')].map((bar) =>
      bar.getBoundingClientRect(),
    );
    const drawn = bars.filter((box) => box.height > 0);
    expect(new Set(drawn.map((box) => Math.round(box.bottom))).size).toBe(1);
    if (dir === 'ltr') expect(bars[0]!.left).toBeLessThan(bars[5]!.left);
    else expect(bars[0]!.left).toBeGreaterThan(bars[5]!.left);
  });
});
