/**
 * View model of `LinkAccountForm`: its words, and the plan choice of a mobile line.
 */
import type {
  LinkAccountFormLabels,
  LinkAccountFormProps,
} from '../LinkAccountForm/LinkAccountForm';
import type { UtilityWords } from './words';

/** The form's words from the utilities and forms catalogues, for the app and the stories. */
export function linkAccountFormLabelsOf(t: UtilityWords): LinkAccountFormLabels {
  return {
    accountNumber: t('account.number.label'),
    nickname: t('account.nickname.label'),
    nicknameHint: t('account.nickname.hint'),
    info: t('account.info'),
    submit: t('account.link'),
    submitting: t('utilities.link.linking'),
    errorSummaryTitle: t('utilities.form.errorSummaryTitle'),
    errorPrefix: t('utilities.form.errorPrefix'),
    plan: t('utilities.link.planLabel'),
  };
}

/** A mobile line's plans (spec 000 §3 `mobilePlanType`: 1 prepaid, 3 postpaid), in words. */
export function mobilePlanOptionsOf(t: UtilityWords): NonNullable<LinkAccountFormProps['plans']> {
  return [
    { value: 1, label: t('utilities.plan.prepaid') },
    { value: 3, label: t('utilities.plan.postpaid') },
  ];
}
