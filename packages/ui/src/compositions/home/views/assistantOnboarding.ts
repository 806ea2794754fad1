/**
 * View model of `AssistantOnboarding`: its words from core's catalogues.
 */
import type { Translator } from '@portal/core/i18n';
import type { AssistantOnboardingLabels } from '../AssistantOnboarding/AssistantOnboarding';

/** The assistant onboarding's words (`onboarding.*`, `common.close`); needs `home` and `common` loaded. */
export function assistantOnboardingLabelsOf(t: Translator['t']): AssistantOnboardingLabels {
  return {
    aiPowered: {
      title: t('onboarding.aiPowered.title'),
      description: t('onboarding.aiPowered.description'),
    },
    greeting: {
      title: t('onboarding.greeting.title'),
      description: t('onboarding.greeting.description'),
    },
    capabilities: { title: t('onboarding.capabilities.title') },
    capabilityCards: {
      payBills: t('onboarding.capabilities.payBills'),
      applyForServices: t('onboarding.capabilities.applyForServices'),
      findInformation: t('onboarding.capabilities.findInformation'),
    },
    start: { title: t('onboarding.start.title') },
    startOptions: {
      askAnything: t('onboarding.start.askAnything'),
      skipToDashboard: t('onboarding.start.skipToDashboard'),
      allServices: t('onboarding.start.allServices'),
    },
    progress: (current, total) => t('onboarding.progress', { current, total }),
    continue: t('onboarding.continue'),
    finish: t('onboarding.finish'),
    close: t('common.close'),
  };
}
