/**
 * Stories only: the smallest form a captcha sits in, written as a screen would write it: core's
 * `captchaTokenSchema` (a token must be there, `form.error.captcha`), the token in a `CaptchaField`,
 * a submit button. The three words the forms catalogue does not have come from the story.
 */
import { captchaTokenSchema } from '@portal/core';
import * as z from 'zod/mini';
import { storyText, type StoryWords } from '../../storybook/storyText';
import { Button } from '../Button';
import { Form } from '../Form/Form';
import { usePortalForm } from '../Form/usePortalForm';
import { CaptchaField } from './CaptchaField';
import type { CaptchaProvider } from './CaptchaProvider';

const captchaFormSchema = z.object({ captchaToken: captchaTokenSchema() });
type CaptchaFormInput = z.input<typeof captchaFormSchema>;

export const SUMMARY_TITLE: StoryWords = { en: 'There is a problem', ar: 'هناك مشكلة' };
export const ERROR_PREFIX: StoryWords = { en: 'Error:', ar: 'خطأ:' };
export const SUBMIT: StoryWords = { en: 'Continue', ar: 'متابعة' };

export interface CaptchaFieldFormProps {
  readonly provider: CaptchaProvider;
  readonly t: (key: string) => string;
  readonly globals: Record<string, unknown>;
  readonly onSubmit: (values: { captchaToken: string }) => void;
}

export function CaptchaFieldForm({ provider, t, globals, onSubmit }: CaptchaFieldFormProps) {
  const form = usePortalForm({
    schema: captchaFormSchema,
    defaultValues: { captchaToken: '' },
    translate: t,
  });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      errorSummaryTitle={storyText(globals, SUMMARY_TITLE)}
      errorPrefix={storyText(globals, ERROR_PREFIX)}
      className="max-w-md gap-5"
    >
      <CaptchaField<CaptchaFormInput>
        name="captchaToken"
        provider={provider}
        label={t('form.captcha.label')}
      />
      <div>
        <Button type="submit">{storyText(globals, SUBMIT)}</Button>
      </div>
    </Form>
  );
}
