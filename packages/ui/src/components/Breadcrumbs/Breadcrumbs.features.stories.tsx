import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText, type StoryWords } from '../../storybook/storyText';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Display/Breadcrumbs/Features',
  component: Breadcrumbs,
  args: { label: '', items: [] },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = { en: 'Breadcrumb', ar: 'مسار التنقل' };
const TRAIL: readonly (readonly [StoryWords, string | undefined])[] = [
  [{ en: 'Home', ar: 'الرئيسية' }, '#home'],
  [{ en: 'My locker', ar: 'خزانتي' }, '#mylocker'],
  [{ en: 'Utilities and payments', ar: 'المرافق والمدفوعات' }, '#my-utilities'],
  [{ en: 'Electricity and water', ar: 'الكهرباء والماء' }, '#electricity'],
  [
    { en: 'Bill details for account 7001234567', ar: 'تفاصيل الفاتورة للحساب 7001234567' },
    undefined,
  ],
];

function trail(globals: Record<string, unknown>) {
  return TRAIL.map(([words, href]) => ({ label: storyText(globals, words), href }));
}

/** A deeper trail; separators point the reading way (mirrored in Arabic) and are not read out. */
export const LongTrail: Story = {
  render: (_, { globals }) => (
    <Breadcrumbs label={storyText(globals, LABEL)} items={trail(globals)} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    // One separator between each two steps (the ellipsis for narrow containers has its own).
    const separators = [
      ...canvasElement.querySelectorAll('[data-slot="breadcrumbs-separator"]'),
    ].filter((separator) => !separator.closest('[data-slot="breadcrumbs-ellipsis"]'));
    await expect(separators).toHaveLength(4);
    const rtl = document.documentElement.dir === 'rtl';
    for (const separator of separators) {
      await expect(separator).toHaveAttribute('aria-hidden', 'true');
      // Mirrored in Arabic (Tailwind's scale utilities set the `scale` property).
      await expect(getComputedStyle(separator).scale).toBe(rtl ? '-1 1' : 'none');
    }
  },
};

/**
 * At 320 px a trail of more than three steps keeps home and the last two steps, with an ellipsis
 * for the rest; long names wrap. Nothing scrolls sideways.
 */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <Breadcrumbs label={storyText(globals, LABEL)} items={trail(globals)} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    // Home, the parent and the current page remain; the middle steps fold away.
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(
      canvas.getByRole('link', { name: storyText(globals, TRAIL[0]![0]) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: storyText(globals, TRAIL[3]![0]) }),
    ).toBeVisible();
    await expect(canvas.getByText('…')).toBeVisible();
  },
};

/** A router's link in place of `<a>` (`renderLink`), keeping the classes and the slot. */
export const WithRouterLinks: Story = {
  render: (_, { globals }) => (
    <Breadcrumbs
      label={storyText(globals, LABEL)}
      items={trail(globals).slice(0, 3)}
      renderLink={({ href, children, ...link }) => (
        <a {...link} href={href} data-router-link="">
          {children}
        </a>
      )}
    />
  ),
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link'))
      await expect(link).toHaveAttribute('data-router-link');
  },
};
