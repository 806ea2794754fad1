import { ArrowRight, Trash2 } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button/Features',
  component: Button,
  args: { onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four variants: one primary per view; danger for what destroys or signs out. */
export const Variants: Story = {
  render: (_, { globals }) => (
    <div className="flex flex-wrap gap-3">
      <Button variant="primary">{storyText(globals, { en: 'Continue', ar: 'متابعة' })}</Button>
      <Button variant="secondary">
        {storyText(globals, { en: 'Save draft', ar: 'حفظ المسودة' })}
      </Button>
      <Button variant="tertiary">{storyText(globals, { en: 'Cancel', ar: 'إلغاء' })}</Button>
      <Button variant="danger">{storyText(globals, { en: 'Sign out', ar: 'تسجيل الخروج' })}</Button>
    </div>
  ),
};

/** 32, 44 and 48 px tall; primary actions use 44 or more. */
export const Sizes: Story = {
  render: (_, { globals }) => (
    <div className="flex flex-wrap items-center gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Button key={size} size={size}>
          {storyText(globals, { en: 'Pay now', ar: 'ادفع الآن' })}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [sm, md, lg] = canvas.getAllByRole('button');
    await expect(sm!.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
    await expect(md!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(lg!.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

/**
 * Busy: same width, the label stays the name, clicks are refused, focus stays, and the busy words
 * are announced through a polite status region.
 */
export const Loading: Story = {
  args: { loading: true },
  render: (args, { globals }) => (
    <Button
      {...args}
      loadingLabel={storyText(globals, {
        en: 'Paying, please wait',
        ar: 'جارٍ الدفع، يرجى الانتظار',
      })}
    >
      {storyText(globals, { en: 'Pay now', ar: 'ادفع الآن' })}
    </Button>
  ),
  play: async ({ canvas, args, globals, userEvent }) => {
    const button = canvas.getByRole('button', {
      name: storyText(globals, { en: 'Pay now', ar: 'ادفع الآن' }),
    });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyText(globals, { en: 'Paying, please wait', ar: 'جارٍ الدفع، يرجى الانتظار' }),
    );
  },
};

/** Icons sit at the inline start and end; a directional arrow mirrors in Arabic. */
export const WithIcons: Story = {
  render: (_, { globals }) => (
    <div className="flex flex-wrap gap-3">
      <Button variant="danger" startIcon={<Trash2 aria-hidden="true" />}>
        {storyText(globals, { en: 'Discard draft', ar: 'حذف المسودة' })}
      </Button>
      <Button endIcon={<ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />}>
        {storyText(globals, { en: 'Next', ar: 'التالي' })}
      </Button>
    </div>
  ),
};

/** Disabled: not focusable, not pressable. Prefer explaining why over disabling where you can. */
export const Disabled: Story = {
  args: { disabled: true },
  render: (args, { globals }) => (
    <Button {...args}>{storyText(globals, { en: 'Resume', ar: 'استئناف' })}</Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

/** A link that looks like a button (`asChild`): still a link to assistive technology. */
export const AsLink: Story = {
  render: (_, { globals }) => (
    <Button asChild variant="secondary">
      <a href="#services">{storyText(globals, { en: 'Discover all', ar: 'اكتشف الكل' })}</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link')).toHaveAttribute('data-slot', 'button'));
  },
};

/** Long Arabic and English labels wrap inside a narrow column instead of overflowing it. */
export const LongLabelNarrow: Story = {
  render: (_, { globals }) => (
    <div className="w-[272px]">
      <Button fullWidth>
        {storyText(globals, {
          en: 'Continue to the payment page of your electricity provider',
          ar: 'المتابعة إلى صفحة الدفع الخاصة بمزود الكهرباء',
        })}
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};
