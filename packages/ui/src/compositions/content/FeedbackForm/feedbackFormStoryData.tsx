/**
 * Stories only: the feedback form's words, captcha and send against the story's own sandbox, as the
 * app wires them (core's `sendFeedback`, its refusal put in words).
 */
import type { PortalLocale } from '@portal/core';
import { isFeedbackRefusal, sendFeedback } from '@portal/core/api/common';
import { createTranslator, loadCatalogue } from '@portal/core/i18n';
import type { StoryContext } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { CaptchaProvider } from '../../../components/Captcha';
import { sandboxData, type SandboxStoryContext } from '../../../storybook/sandboxStory';
import { feedbackFormLabelsOf, feedbackRefusalOf } from '../views/feedbackForm';
import type { InformationWords } from '../views/informationPage';
import {
  FeedbackForm,
  type FeedbackFormProps,
  type FeedbackFormValues,
  type FeedbackSendOutcome,
} from './FeedbackForm';

export interface FeedbackStoryData {
  readonly t: InformationWords;
  readonly captcha: CaptchaProvider;
  readonly send: (values: FeedbackFormValues) => Promise<FeedbackSendOutcome>;
}

/** Spies on what the form sends; each story clears it. */
export const onSendSpy = fn();

async function loadFeedbackWords(locale: PortalLocale): Promise<InformationWords> {
  const i18n = createTranslator({ locale, loader: loadCatalogue });
  await i18n.load('services', 'forms', 'common');
  return i18n.t;
}

/** The story's words, captcha and send, against the story's sandbox. */
export async function feedbackStoryData(
  { client, locale, captcha }: SandboxStoryContext,
  mode: 'pass' | 'fail' | 'expired' = 'pass',
): Promise<FeedbackStoryData> {
  const t = await loadFeedbackWords(locale);
  return {
    t,
    captcha: captcha(mode),
    send: async (values) => {
      onSendSpy(values);
      try {
        const sent = await sendFeedback(client, values);
        return { kind: 'sent', referenceNumber: sent.referenceNumber };
      } catch (error) {
        if (!isFeedbackRefusal(error)) return { kind: 'failed' };
        if (error.reason === 'captcha')
          return {
            kind: 'refused',
            fieldErrors: {
              captchaToken:
                error.userMessage.type === 'server'
                  ? error.userMessage.text
                  : t('form.error.captcha'),
            },
          };
        return feedbackRefusalOf(error.fieldErrors, t);
      }
    },
  };
}

export const BASE_ARGS: FeedbackFormProps = {
  labels: {} as never,
  translate: (key) => key,
  captcha: { name: 'none', render: () => ({ reset() {}, destroy() {} }) },
  onSend: async () => ({ kind: 'failed' }),
};

/** Renders the form with the loaded words, captcha and send. */
export function renderFeedbackForm(
  args: FeedbackFormProps,
  { loaded }: Pick<StoryContext, 'loaded'>,
) {
  const data = sandboxData<FeedbackStoryData>(loaded);
  return (
    <FeedbackForm
      {...args}
      labels={feedbackFormLabelsOf(data.t)}
      translate={data.t}
      captcha={data.captcha}
      onSend={data.send}
      homeAction={<a href="#home">{data.t('talkToUs.sent.home')}</a>}
    />
  );
}
