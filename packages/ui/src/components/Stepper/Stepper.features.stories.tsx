import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Stepper } from './Stepper';

function stepWords(globals: Record<string, unknown>) {
  return (step: number, count: number) =>
    storyText(globals, { en: `Step ${step} of ${count}`, ar: `الخطوة ${step} من ${count}` });
}

const meta = {
  title: 'Display/Stepper/Features',
  component: Stepper,
  args: { stepCount: 4, currentStep: 1, stepText: () => '' },
  render: (args, { globals }) => <Stepper {...args} stepText={stepWords(globals)} />,
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every position: done and current dots are filled, the current one is also wider (shape, not colour). */
export const AllSteps: Story = {
  render: (_, { globals }) => (
    <div className="flex flex-col gap-4">
      {[1, 2, 3, 4].map((step) => (
        <Stepper
          key={step}
          stepCount={4}
          currentStep={step}
          stepText={stepWords(globals)}
          announce={false}
        />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByText(stepWords(globals)(4, 4))).toBeVisible();
    const rows = canvasElement.querySelectorAll('[data-slot="stepper-dots"]');
    const widths = [...rows[1]!.children].map((dot) => dot.getBoundingClientRect().width);
    // Step 2 of 4: the second dot is the widest.
    await expect(Math.max(...widths)).toBe(widths[1]);
  },
};

/** The dots start at the inline start: the first step is on the right in Arabic. */
export const FirstDotAtInlineStart: Story = {
  args: { currentStep: 1 },
  play: async ({ canvasElement }) => {
    const dots = [...canvasElement.querySelector('[data-slot="stepper-dots"]')!.children];
    const first = dots[0]!.getBoundingClientRect();
    const last = dots[3]!.getBoundingClientRect();
    if (document.documentElement.dir === 'rtl') await expect(first.left).toBeGreaterThan(last.left);
    else await expect(first.left).toBeLessThan(last.left);
  },
};

/** Words for assistive technology only: the dots alone on screen. */
export const HiddenText: Story = {
  args: { currentStep: 3, stepTextHidden: true },
  play: async ({ canvas, globals }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(stepWords(globals)(3, 4));
    await expect(status.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Long words wrap under the dots in a 320 px column. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <Stepper
        stepCount={4}
        currentStep={2}
        stepText={(step, count) =>
          storyText(globals, {
            en: `Getting to know your assistant: step ${step} of ${count}`,
            ar: `التعرف على مساعدك الذكي: الخطوة ${step} من ${count}`,
          })
        }
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
