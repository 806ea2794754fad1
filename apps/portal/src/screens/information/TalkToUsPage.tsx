import { serverTextAsString, serverTextFor, type PortalLocale } from '@portal/core';
import {
  isFeedbackRefusal,
  sendFeedback,
  type FeedbackRefusal,
  type FeedbackSent,
} from '@portal/core/api/common';
import {
  FeedbackForm,
  Link,
  feedbackFormLabelsOf,
  feedbackRefusalOf,
  type FeedbackFormValues,
  type FeedbackSendOutcome,
} from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAppClients } from '../../platform/api/useAppClients';
import { captchaProvider } from '../../platform/captcha/captchaProvider';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { pagePath } from '../../platform/pages/pagePath';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { InformationArticle } from './InformationArticle';
import { informationPageQuery } from './informationQueries';

/**
 * `/talk-to-us` (SCREENS.md S7.5): the contact channels (the CMS information page `talk-to-us`,
 * drawn as the other information pages are) above the feedback form. The form sends core's ASSUMED
 * `sendFeedback` through a mutation with the deployment's captcha (as the bill share does); a refusal
 * goes back to the form in words (what was typed stays), a failure is the form's error state.
 */
export function TalkToUsPage() {
  const locale = usePageLocale();
  const { client } = useAppClients(locale);
  const read = useQuery(informationPageQuery(client, 'talk-to-us'));
  return (
    <div className="flex flex-col gap-8">
      {/* The form stays when the CMS has no contact page: the page itself is there (no 404). */}
      <InformationArticle locale={locale} read={read} notFoundIsPage={false} />
      <TalkToUsForm locale={locale} />
    </div>
  );
}

function TalkToUsForm({ locale }: { readonly locale: PortalLocale }) {
  const t = useMessages('services', 'forms', 'common');
  const { client } = useAppClients(locale);
  const send = useMutation<FeedbackSent, unknown, FeedbackFormValues>({
    mutationFn: (values) => sendFeedback(client, values),
  });
  const onSend = async (values: FeedbackFormValues): Promise<FeedbackSendOutcome> => {
    try {
      const sent = await send.mutateAsync(values);
      return { kind: 'sent', referenceNumber: sent.referenceNumber };
    } catch (error) {
      return isFeedbackRefusal(error) ? refusalInWords(error, t, locale) : { kind: 'failed' };
    }
  };
  return (
    <FeedbackForm
      className="max-w-prose"
      labels={feedbackFormLabelsOf(t)}
      translate={t}
      captcha={captchaProvider}
      onSend={onSend}
      homeAction={
        <Link variant="standalone" asChild>
          <RouterAnchor href={pagePath(locale, 'home')}>{t('talkToUs.sent.home')}</RouterAnchor>
        </Link>
      }
    />
  );
}

/**
 * A refused captcha in the server's words when they are in the page's language (core's
 * `serverTextFor`), else the rule's; refused fields in the rules' words.
 */
function refusalInWords(
  error: FeedbackRefusal,
  t: (key: string, values?: Record<string, string | number>) => string,
  locale: PortalLocale,
): FeedbackSendOutcome {
  if (error.reason === 'captcha') {
    const server = error.userMessage.type === 'server' ? error.userMessage.text : undefined;
    const text = serverTextAsString(serverTextFor(locale, server), t('form.error.captcha'));
    return { kind: 'refused', fieldErrors: { captchaToken: text } };
  }
  return feedbackRefusalOf(error.fieldErrors, t);
}
