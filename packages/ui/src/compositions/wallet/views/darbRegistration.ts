/**
 * View model of `DarbRegistrationForm`: its words.
 */
import type { Translator } from '@portal/core/i18n';
import type { DarbRegistrationFormLabels } from '../DarbRegistrationForm/DarbRegistrationForm';

type T = Translator['t'];

/** The Darb registration form's words (`wallet.register.*`, `wallet.terms`). */
export function darbRegistrationFormLabelsOf(t: T): DarbRegistrationFormLabels {
  return {
    title: t('wallet.register.title'),
    intro: t('wallet.register.intro'),
    trafficFile: t('wallet.register.trafficFile'),
    trafficFileHint: t('wallet.register.trafficFileHint'),
    email: t('wallet.register.email'),
    mobile: t('wallet.register.mobile'),
    mobileHint: t('wallet.register.mobileHint'),
    terms: t('wallet.terms'),
    acceptTerms: t('wallet.register.acceptTerms'),
    submit: t('wallet.register.submit'),
    submitting: t('wallet.register.submitting'),
    required: t('wallet.required'),
    errorSummary: t('wallet.register.errorSummary'),
    errorPrefix: t('wallet.register.errorPrefix'),
    error: t('wallet.error'),
    trafficFileInvalid: t('wallet.register.trafficFileInvalid'),
    emailInvalid: t('wallet.register.emailInvalid'),
    mobileInvalid: t('wallet.register.mobileInvalid'),
    termsRequired: t('wallet.register.termsRequired'),
  };
}
