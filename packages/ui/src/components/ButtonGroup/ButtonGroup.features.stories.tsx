import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { ButtonGroup } from './ButtonGroup';

const meta = {
  title: 'Actions/ButtonGroup/Features',
  component: ButtonGroup,
} satisfies Meta<typeof ButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;

const pair = (globals: Globals) => [
  <Button key="primary">{storyText(globals, { en: 'Sign out', ar: 'تسجيل الخروج' })}</Button>,
  <Button key="secondary" variant="secondary">
    {storyText(globals, { en: 'Stay signed in', ar: 'البقاء متصلاً' })}
  </Button>,
];

/** `vertical` always stacks full width: the sign-out and lock dialogs (max 420 px). */
export const DialogStack: Story = {
  render: (_, { globals }) => (
    <div data-testid="dialog" className="max-w-modal rounded-card border border-line p-6">
      <ButtonGroup orientation="vertical">{pair(globals)}</ButtonGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button').map((b) => b.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom - 1);
    await expect(first!.width).toBe(second!.width);
  },
};

/** `horizontal` keeps a row and wraps when it must; `align="end"` pushes it to the inline end. */
export const HorizontalAlignEnd: Story = {
  render: (_, { globals }) => (
    <ButtonGroup orientation="horizontal" align="end">
      {pair(globals)}
    </ButtonGroup>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const group = canvasElement
      .querySelector('[data-slot="button-group"]')!
      .getBoundingClientRect();
    const buttons = canvas.getAllByRole('button').map((b) => b.getBoundingClientRect());
    if (globals['locale'] === 'ar') {
      await expect(Math.min(...buttons.map((b) => b.left))).toBeCloseTo(group.left, 0);
    } else {
      await expect(Math.max(...buttons.map((b) => b.right))).toBeCloseTo(group.right, 0);
    }
  },
};

/**
 * Responsive in a 320 px column: the buttons stack at full width (long Arabic and English labels
 * wrap inside them), and nothing scrolls sideways.
 */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <ButtonGroup>
        <Button>
          {storyText(globals, {
            en: 'Continue to the payment page of your electricity provider',
            ar: 'المتابعة إلى صفحة الدفع الخاصة بمزود الكهرباء',
          })}
        </Button>
        <Button variant="secondary">
          {storyText(globals, { en: 'Save draft', ar: 'حفظ المسودة' })}
        </Button>
      </ButtonGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().width).toBe(column.clientWidth);
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    }
  },
};
