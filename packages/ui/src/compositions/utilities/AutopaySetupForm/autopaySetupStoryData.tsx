import { failureTextOf } from '@portal/core/client';
/**
 * Stories only: the form's words and a save that really asks the seeded sandbox, shared by the
 * stories and the features stories (a stories file cannot export helpers).
 */
import type { PortalLocale } from '@portal/core';
import { saveAutopaySchedule } from '@portal/core/api/paymentHub';
import type { PortalClient } from '@portal/core/client';
import type { StoryContext } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { loadUtilityWords } from '../storyWords';
import { type UtilityWords } from '../views/words';
import { autopaySetupFormLabelsOf } from '../views/autopaySetupForm';
import {
  AutopaySetupForm,
  type AutopaySetupFormLabels,
  type AutopaySetupFormProps,
} from './AutopaySetupForm';

export interface AutopaySetupStoryData {
  readonly client: PortalClient;
  readonly t: UtilityWords;
  readonly locale: PortalLocale;
  readonly labels: AutopaySetupFormLabels;
}

/** The signed-in sandbox client and the form's words in the story's language. */
export const loadAutopaySetup = sandboxStory<AutopaySetupStoryData>({
  as: 'normal',
  load: async ({ client, locale }) => {
    const t = await loadUtilityWords(locale);
    return { client, t, locale, labels: autopaySetupFormLabelsOf(t, t('autopay.save')) };
  },
});

/** Records what was saved in the stories. */
export const onSaved = fn();

/**
 * Seeded accounts (spec 000 §3): la-013 is an ADDC account without autopay; la-001 is an e& prepaid
 * line, which cannot be paid automatically.
 */
export const ELIGIBLE_ACCOUNT = 'la-013';
export const INELIGIBLE_ACCOUNT = 'la-001';

/** Placeholder args: the stories render with their loaded words. */
export const BASE_ARGS: AutopaySetupFormProps = {
  labels: {} as AutopaySetupFormLabels,
  translate: (key: string) => key,
  locale: 'en',
  onSave: () => undefined,
};

/** A render of the form whose save asks the sandbox for `accountId` and answers its refusal in words. */
export const renderAutopaySetupFor =
  (accountId: string) =>
  (args: AutopaySetupFormProps, { loaded }: Pick<StoryContext, 'loaded'>) => {
    const { client, t, locale, labels } = sandboxData<AutopaySetupStoryData>(loaded);
    return (
      <AutopaySetupForm
        {...args}
        labels={labels}
        translate={t}
        locale={locale}
        optionLabel={(ordinal) => t('autopay.day.option', { ordinal })}
        onSave={async (values) => {
          try {
            onSaved(await saveAutopaySchedule(client, { id: accountId, ...values }));
          } catch (error) {
            return failureTextOf(error, t('something.wentWrong'));
          }
        }}
      />
    );
  };
