import type { AssistantOnboardingLabels } from './AssistantOnboarding';

/** Empty words for the stories' args: the render fills them from core's catalogues. */
export const NO_ONBOARDING_LABELS: AssistantOnboardingLabels = {
  aiPowered: { title: '' },
  greeting: { title: '' },
  capabilities: { title: '' },
  capabilityCards: { payBills: '', applyForServices: '', findInformation: '' },
  start: { title: '' },
  startOptions: { askAnything: '', skipToDashboard: '', allServices: '' },
  progress: () => '',
  continue: '',
  finish: '',
  close: '',
};
