import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';
import { useComponentWords } from '../../provider/componentWords';

export interface StepperProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** How many steps there are (the onboarding has 4). */
  readonly stepCount: number;
  /** The step shown now, from 1. */
  readonly currentStep: number;
  /**
   * The progress in words, translated, from the step and the count: `(step, count) => 'Step 2 of 4'`.
   * It is the only thing assistive technology hears; the dots are hidden from it. Default: the
   * `UiProvider`'s words.
   */
  readonly stepText?: (step: number, stepCount: number) => string;
  /** Show the words only to assistive technology (the dots alone on screen). Default false. */
  readonly stepTextHidden?: boolean;
  /**
   * Announce the words politely whenever the step changes. Default true; turn it off when the page
   * moves focus to the new step's heading, which already tells where the person is.
   */
  readonly announce?: boolean;
}

/**
 * Progress through a short sequence of screens (the assistant onboarding, S2.8): "Step 2 of 4" in
 * words, and a row of dots for the eye. Steps done and the current step are filled; the current one
 * is also wider, so it is told apart by shape, not colour alone. The dots follow the reading
 * direction (the first step is on the right in Arabic).
 */
export function Stepper({
  stepCount,
  currentStep,
  stepText,
  stepTextHidden = false,
  announce = true,
  className,
  ...props
}: StepperProps) {
  const words = useComponentWords();
  const count = Math.max(1, Math.floor(stepCount));
  const current = Math.min(count, Math.max(1, Math.floor(currentStep)));
  return (
    <div
      data-slot="stepper"
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)}
      {...props}
    >
      <ol aria-hidden="true" data-slot="stepper-dots" className="flex items-center gap-2">
        {Array.from({ length: count }, (_, index) => {
          const step = index + 1;
          const state = step < current ? 'complete' : step === current ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              data-state={state}
              className={cn(
                'h-2 rounded-pill border transition-[inline-size]',
                state === 'current' && 'w-6 border-brand bg-brand',
                state === 'complete' && 'w-2 border-brand bg-brand',
                state === 'upcoming' && 'w-2 border-ink-muted bg-transparent',
              )}
            />
          );
        })}
      </ol>
      <p
        data-slot="stepper-text"
        // role=status is present from the first render, so a change of its words is announced.
        role={announce ? 'status' : undefined}
        className={cn('text-caption break-words text-ink-muted', stepTextHidden && 'sr-only')}
      >
        {(stepText ?? words.step)(current, count)}
      </p>
    </div>
  );
}
