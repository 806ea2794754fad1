import { storyText } from '../../storybook/storyText';
import type { BarChartDatum } from './BarChart';

const MONTHS = [
  { en: 'Jan', ar: 'يناير' },
  { en: 'Feb', ar: 'فبراير' },
  { en: 'Mar', ar: 'مارس' },
  { en: 'Apr', ar: 'أبريل' },
  { en: 'May', ar: 'مايو' },
  { en: 'Jun', ar: 'يونيو' },
];
const KWH = [820, 760, 905, 1240, 1610, 1985];

/** The last six consumptions of an electricity account (S5.4), labelled and formatted per locale. */
export function storyConsumptions(globals: Record<string, unknown>): BarChartDatum[] {
  return MONTHS.map((month, index) => {
    const value = KWH[index]!;
    const number = value.toLocaleString('en-US');
    return {
      label: storyText(globals, month),
      value,
      valueText: storyText(globals, { en: `${number} kWh`, ar: `${number} ك.و.س` }),
    };
  });
}

export const STORY_CHART_WORDS = {
  title: { en: 'Last six consumptions', ar: 'آخر ستة استهلاكات' },
  labelHeader: { en: 'Month', ar: 'الشهر' },
  valueHeader: { en: 'Consumption', ar: 'الاستهلاك' },
} as const;
