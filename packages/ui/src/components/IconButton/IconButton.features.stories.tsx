import { ArrowRight, Copy, Settings, Trash2, X } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton/Features',
  component: IconButton,
  args: { label: '', icon: null },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four variants, the same as Button's; tertiary (the default) suits toolbars and close buttons. */
export const Variants: Story = {
  render: (_, { globals }) => (
    <div className="flex flex-wrap gap-3">
      <IconButton
        variant="primary"
        label={storyText(globals, { en: 'Settings', ar: 'الإعدادات' })}
        icon={<Settings />}
      />
      <IconButton
        variant="secondary"
        label={storyText(globals, { en: 'Copy reference', ar: 'نسخ الرقم المرجعي' })}
        icon={<Copy />}
      />
      <IconButton
        variant="tertiary"
        label={storyText(globals, { en: 'Close', ar: 'إغلاق' })}
        icon={<X />}
      />
      <IconButton
        variant="danger"
        label={storyText(globals, { en: 'Discard draft', ar: 'حذف المسودة' })}
        icon={<Trash2 />}
      />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await expect(
      canvas.getByRole('button', { name: storyText(globals, { en: 'Close', ar: 'إغلاق' }) }),
    ).toBeVisible();
  },
};

/** 32, 44 and 48 px squares: every size clears the 24 px minimum, the default the 44 px one. */
export const Sizes: Story = {
  render: (_, { globals }) => (
    <div className="flex flex-wrap items-center gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <IconButton
          key={size}
          size={size}
          variant="secondary"
          label={storyText(globals, { en: 'Settings', ar: 'الإعدادات' })}
          icon={<Settings />}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [sm, md, lg] = canvas.getAllByRole('button').map((b) => b.getBoundingClientRect());
    await expect(Math.min(sm!.width, sm!.height)).toBeGreaterThanOrEqual(24);
    await expect(Math.min(md!.width, md!.height)).toBeGreaterThanOrEqual(44);
    await expect(Math.min(lg!.width, lg!.height)).toBeGreaterThanOrEqual(48);
  },
};

/** A directional icon mirrors in Arabic: "next" points left there. */
export const DirectionalIcon: Story = {
  render: (_, { globals }) => (
    <IconButton
      variant="secondary"
      label={storyText(globals, { en: 'Next page', ar: 'الصفحة التالية' })}
      icon={<ArrowRight className="rtl:-scale-x-100" />}
    />
  ),
  play: async ({ canvas, globals }) => {
    const icon = canvas.getByRole('button').querySelector('svg')!;
    const mirrored = getComputedStyle(icon).scale.startsWith('-1');
    await expect(mirrored).toBe(globals['locale'] === 'ar');
  },
};

/** Disabled: not focusable, not pressable. */
export const Disabled: Story = {
  render: (_, { globals }) => (
    <IconButton disabled label={storyText(globals, { en: 'Close', ar: 'إغلاق' })} icon={<X />} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

/** A toolbar of icon buttons in a 320 px column wraps instead of scrolling sideways. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="flex w-[320px] flex-wrap gap-2">
      {Array.from({ length: 8 }, (_, index) => (
        <IconButton
          key={index}
          variant="secondary"
          label={`${storyText(globals, { en: 'Settings', ar: 'الإعدادات' })} ${index + 1}`}
          icon={<Settings />}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
