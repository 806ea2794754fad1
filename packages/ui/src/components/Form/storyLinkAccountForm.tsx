/**
 * Stories only: the link-an-account form of spec 000 §2 (screen S5.2), written the way a screen
 * would write it. Words come from core's catalogues through core's translator; the two words the
 * catalogues do not have yet (summary title, error prefix) come from the story.
 */
import { accountNumberSchema, nicknameSchema, UTILITY_ACCOUNT_NUMBER_LENGTH } from '@portal/core';
import { createTranslator, loadCatalogue, type Translator } from '@portal/core/i18n';
import * as z from 'zod/mini';
import { storyLocale } from '../../storybook/storyLocale';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { Form } from './Form';
import { FormTextField } from './FormTextField';
import { usePortalForm } from './usePortalForm';

/** The schema is core's rules, put together: account number for addc (exactly 10 digits), nickname. */
export const linkAccountSchema = z.object({
  accountNumber: accountNumberSchema('addc'),
  nickname: nicknameSchema(),
});
export type LinkAccountInput = z.input<typeof linkAccountSchema>;
export type LinkAccountValues = z.output<typeof linkAccountSchema>;

export const SUMMARY_TITLE = { en: 'There is a problem', ar: 'هناك مشكلة' };
export const ERROR_PREFIX = { en: 'Error:', ar: 'خطأ:' };

/** A translator for the toolbar's locale with the namespaces the form reads. */
export async function loadStoryTranslator(globals: Record<string, unknown>): Promise<Translator> {
  const i18n = createTranslator({ locale: storyLocale(globals), loader: loadCatalogue });
  await i18n.load('forms', 'utilities', 'common');
  return i18n;
}

export interface LinkAccountFormProps {
  readonly i18n: Translator;
  readonly globals: Record<string, unknown>;
  /**
   * Links the account (the app's call to verifyAndLinkAccount); answers the server's refusal, in
   * words, or nothing when the account was linked.
   */
  readonly onLink: (values: LinkAccountValues) => string | void | Promise<string | void>;
}

export function LinkAccountForm({ i18n, globals, onLink }: LinkAccountFormProps) {
  const form = usePortalForm({
    schema: linkAccountSchema,
    defaultValues: { accountNumber: '', nickname: '' },
    translate: i18n.t,
  });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        const refusal = await onLink(values);
        if (refusal) form.setServerError('accountNumber', refusal);
      }}
      errorSummaryTitle={storyText(globals, SUMMARY_TITLE)}
      errorPrefix={storyText(globals, ERROR_PREFIX)}
      className="max-w-md"
    >
      <FormTextField<LinkAccountInput>
        name="accountNumber"
        label={i18n.t('account.number.label')}
        hint={i18n.t('account.info')}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={UTILITY_ACCOUNT_NUMBER_LENGTH}
      />
      {/* The catalogue's label already says "(optional)", so the form sets no optional marker. */}
      <FormTextField<LinkAccountInput>
        name="nickname"
        label={i18n.t('account.nickname.label')}
        hint={i18n.t('account.nickname.hint')}
        autoComplete="off"
      />
      <div>
        <Button
          type="submit"
          loading={form.formState.isSubmitting}
          loadingLabel={i18n.t('common.loading')}
        >
          {i18n.t('account.link')}
        </Button>
      </div>
    </Form>
  );
}
