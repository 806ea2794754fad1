import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { Stepper } from './Stepper';

function stepWords(globals: Record<string, unknown>) {
  return (step: number, count: number) =>
    storyText(globals, { en: `Step ${step} of ${count}`, ar: `الخطوة ${step} من ${count}` });
}

const meta = {
  title: 'Display/Stepper',
  component: Stepper,
  args: { stepCount: 4, currentStep: 2, stepText: () => '' },
  argTypes: {
    stepCount: { control: { type: 'number', min: 1 } },
    currentStep: { control: { type: 'number', min: 1 } },
    stepText: { control: false },
  },
  render: (args, { globals }) => <Stepper {...args} stepText={stepWords(globals)} />,
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The onboarding's second screen (S2.8): "Step 2 of 4" in words; the dots are for the eye only. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(stepWords(globals)(2, 4));
    const dots = canvasElement.querySelector('[data-slot="stepper-dots"]')!;
    await expect(dots).toHaveAttribute('aria-hidden', 'true');
    await expect(dots.children).toHaveLength(4);
  },
};

/**
 * Continue moves on and the new step is announced politely (the status region exists from the
 * start, so the change is read).
 */
export const WithContinue: Story = {
  render: (_, { globals }) => {
    function Onboarding() {
      const [step, setStep] = useState(1);
      return (
        <div className="flex max-w-sm flex-col gap-4">
          <Stepper stepCount={4} currentStep={step} stepText={stepWords(globals)} />
          <Button onClick={() => setStep((current) => Math.min(4, current + 1))}>
            {step < 4
              ? storyText(globals, { en: 'Continue', ar: 'متابعة' })
              : storyText(globals, { en: 'Finish', ar: 'إنهاء' })}
          </Button>
        </div>
      );
    }
    return <Onboarding />;
  },
  play: async ({ canvasElement, globals, userEvent }) => {
    // The stepper's own status region (the Button keeps one for its busy state too).
    const status = canvasElement.querySelector('[data-slot="stepper-text"]')!;
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toHaveTextContent(stepWords(globals)(1, 4));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent(stepWords(globals)(2, 4));
    await userEvent.keyboard(' ');
    await expect(status).toHaveTextContent(stepWords(globals)(3, 4));
  },
};
