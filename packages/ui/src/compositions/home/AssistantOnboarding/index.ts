export {
  AssistantOnboarding,
  type AssistantOnboardingLabels,
  type AssistantOnboardingProps,
  type OnboardingScreenWords,
} from './AssistantOnboarding';
