import {
  ASSISTANT_CAPABILITIES,
  ASSISTANT_ONBOARDING_SCREENS,
  ONBOARDING_START_OPTIONS,
  onboardingProgressOf,
  type AssistantCapability,
  type OnboardingStartOption,
} from '@portal/core';
import { Bot, FileText, MessageCircle, Receipt, Search, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Dialog, type DialogProps } from '../../../components/Dialog';
import { Stepper } from '../../../components/Stepper';

/** A screen's heading and line. */
export interface OnboardingScreenWords {
  readonly title: string;
  readonly description?: string;
}

/** The onboarding's words in the page's language, translated by the caller. */
export interface AssistantOnboardingLabels {
  /** Screen 1: the portal is now AI-powered. */
  readonly aiPowered: OnboardingScreenWords;
  /** Screen 2: the assistant's greeting. */
  readonly greeting: OnboardingScreenWords;
  /** Screen 3's heading. */
  readonly capabilities: OnboardingScreenWords;
  /** Screen 3's three cards, by capability. */
  readonly capabilityCards: Readonly<Record<AssistantCapability, string>>;
  /** Screen 4's heading. */
  readonly start: OnboardingScreenWords;
  /** Screen 4's three options, by option. */
  readonly startOptions: Readonly<Record<OnboardingStartOption, string>>;
  /** "Step 2 of 4". */
  readonly progress: (current: number, total: number) => string;
  readonly continue: string;
  readonly finish: string;
  /** Name of the × button. */
  readonly close: string;
}

export interface AssistantOnboardingProps extends Omit<
  DialogProps,
  'title' | 'description' | 'closeLabel' | 'actions' | 'children' | 'trigger' | 'defaultOpen'
> {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly labels: AssistantOnboardingLabels;
  /** The screen shown, from 0 (controlled; pair with `onStepChange`). */
  readonly step?: number;
  /** The first screen of an uncontrolled onboarding (default 0). */
  readonly defaultStep?: number;
  /** Continue asked for the next screen. */
  readonly onStepChange?: (step: number) => void;
  /** Finish (no option), or one of screen 4's options: the onboarding is done. */
  readonly onFinish: (option: OnboardingStartOption | undefined) => void;
}

const CAPABILITY_ICON = { payBills: Receipt, applyForServices: FileText, findInformation: Search };
const OPTION_ICON = { askAnything: MessageCircle, skipToDashboard: Bot, allServices: Search };

/**
 * The assistant's onboarding (SCREENS.md S2.8; spec 001 §2, §4): four screens in order (AI-powered;
 * the greeting; three capability cards; three ways to start), Continue on screens 1 to 3 and Finish
 * on 4, with "Step n of 4" shown and announced. The screens and their order are core's
 * (`ASSISTANT_ONBOARDING_SCREENS`). Controlled by the caller: `open`, and `step` if it wishes.
 */
export function AssistantOnboarding({
  open,
  onOpenChange,
  labels,
  step: stepProp,
  defaultStep = 0,
  onStepChange,
  onFinish,
  ...props
}: AssistantOnboardingProps) {
  const [ownStep, setOwnStep] = useState(defaultStep);
  const progress = onboardingProgressOf(stepProp ?? ownStep);
  const screen = ASSISTANT_ONBOARDING_SCREENS[progress.current - 1] ?? 'aiPowered';
  const words = labels[screen];
  const next = () => {
    const target = progress.current; // the next screen's index
    setOwnStep(target);
    onStepChange?.(target);
  };
  return (
    <Dialog
      data-slot="assistant-onboarding"
      data-screen={screen}
      open={open}
      onOpenChange={onOpenChange}
      title={words.title}
      description={words.description}
      closeLabel={labels.close}
      actions={
        progress.isLast ? (
          <Button onClick={() => onFinish(undefined)}>{labels.finish}</Button>
        ) : (
          <Button onClick={next}>{labels.continue}</Button>
        )
      }
      {...props}
    >
      <div className="flex flex-col gap-4">
        <Stepper
          stepCount={progress.total}
          currentStep={progress.current}
          stepText={labels.progress}
          announce
        />
        {screen === 'aiPowered' && (
          <Sparkles aria-hidden="true" className="size-12 self-center text-brand" />
        )}
        {screen === 'greeting' && (
          <Bot aria-hidden="true" className="size-12 self-center text-brand" />
        )}
        {screen === 'capabilities' && (
          <ul className="flex flex-col gap-3">
            {ASSISTANT_CAPABILITIES.map((capability) => {
              const Icon = CAPABILITY_ICON[capability];
              return (
                <li
                  key={capability}
                  className="flex items-center gap-3 rounded-card border border-line bg-surface p-4 text-body text-ink"
                >
                  <Icon aria-hidden="true" className="size-6 shrink-0 text-brand" />
                  <span className="min-w-0 wrap-break-word">
                    {labels.capabilityCards[capability]}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        {screen === 'start' && (
          <ul className="flex flex-col gap-3">
            {ONBOARDING_START_OPTIONS.map((option) => {
              const Icon = OPTION_ICON[option];
              return (
                <li key={option}>
                  <Button
                    variant="secondary"
                    fullWidth
                    startIcon={<Icon aria-hidden="true" className="size-5" />}
                    onClick={() => onFinish(option)}
                  >
                    {labels.startOptions[option]}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
