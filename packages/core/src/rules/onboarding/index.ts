/** The assistant's onboarding (spec 001 §2, §4). @packageDocumentation */
export {
  ASSISTANT_CAPABILITIES,
  ASSISTANT_ONBOARDING_SCREENS,
  ONBOARDING_START_OPTIONS,
  ONBOARDING_STORAGE_KEY,
  isOnboardingDone,
  onboardingProgressOf,
  rememberOnboardingDone,
  type AssistantCapability,
  type AssistantOnboardingScreen,
  type OnboardingProgress,
  type OnboardingStartOption,
} from './assistantOnboarding';
export {
  TYPING_QUIET_MS,
  firstArrivalPlanOf,
  isTyping,
  type FirstArrivalPlan,
  type FirstArrivalState,
  type OnboardingWait,
} from './firstArrival';
