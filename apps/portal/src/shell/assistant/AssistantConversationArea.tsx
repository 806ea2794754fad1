import {
  ASSISTANT_INTENTS,
  billDueStateOf,
  directionOf,
  formatAmount,
  formatDate,
  servicePagePath,
  toDate,
  type AssistantIntent,
  type PortalLocale,
} from '@portal/core';
import type { Translator } from '@portal/core/i18n';
import {
  AssistantConversation,
  assistantConversationLabelsOf,
  type AssistantCard,
  type AssistantConversationMessage,
} from '@portal/ui';
import { useSyncExternalStore } from 'react';
import { assistantProviderFor } from '../../platform/assistant/assistantProvider';
import {
  assistantConversation,
  type AssistantCardPart,
  type StoredAssistantMessage,
} from '../../platform/assistant/assistantConversation';
import { useMessages } from '../../platform/i18n/useMessages';
import { pagePath } from '../../platform/pages/pagePath';
import { RouterAnchor } from '../links/RouterAnchor';

/** The suggested questions before anything is asked: the three of spec 001 §1, in core's order. */
const FIRST_SUGGESTIONS: readonly AssistantIntent[] = ASSISTANT_INTENTS.filter(
  (intent) => intent !== 'myApplications',
);

/** The conversation as the app keeps it. */
export function useAssistantConversation() {
  return useSyncExternalStore(
    assistantConversation.subscribe,
    assistantConversation.getSnapshot,
    assistantConversation.getSnapshot,
  );
}

/** The words of an intent's suggested question (`assistant.suggestion.*`). */
export function intentQuestion(t: Translator['t'], intent: AssistantIntent): string {
  return t(`assistant.suggestion.${intent}`);
}

/** A card of an answer, in the page's words; `undefined` for a part that is not a card. */
function cardOf(
  part: AssistantCardPart,
  index: number,
  locale: PortalLocale,
  t: Translator['t'],
  now: Date,
): AssistantCard | undefined {
  const id = `${part.type}-${index}`;
  switch (part.type) {
    case 'bill': {
      const amount = t('common.currencyAmount', {
        amount: formatAmount(part.amountDue, { locale }),
      });
      const due = part.dueDate === undefined ? undefined : toDate(part.dueDate);
      const account = part.accountNumber ?? part.accountId;
      return {
        kind: 'bill',
        id,
        provider: part.provider,
        nickname: part.nickname,
        account: t('assistant.bill.account', { account }),
        amount,
        // A bill whose due day has passed (UAE time, core's billDueStateOf) says so: "due by" a
        // day gone by would tell a person they are still in time.
        due: due
          ? t(
              billDueStateOf(part, now).kind === 'overdue'
                ? 'assistant.bill.overdue'
                : 'assistant.bill.due',
              { date: formatDate(due, { locale }) },
            )
          : undefined,
        payLabel: t('assistant.bill.pay', { amount }),
        payAccessibleLabel: t('assistant.bill.payLabel', {
          amount,
          provider: part.provider,
          account,
        }),
        // The portal's own payment flow for this linked account (S5.6 → payment → receipt).
        payHref: pagePath(locale, 'utilitiesPay', {
          entity: part.entity,
          accountId: part.accountId,
        }),
      };
    }
    case 'service': {
      const href = servicePagePath(locale, part.path);
      if (href === undefined) return undefined;
      return {
        kind: 'service',
        id,
        title: part.title,
        description: part.description,
        entity: part.entity,
        href,
        actionLabel: t('assistant.service.open'),
      };
    }
    case 'link':
      return {
        kind: 'link',
        id,
        title: part.title,
        description: part.description,
        href: part.href,
      };
    case 'application':
      return {
        kind: 'application',
        id,
        title: part.title,
        reference: t('assistant.application.reference', { reference: part.reference }),
        status: t('assistant.application.status', { status: part.status }),
      };
    case 'suggestions':
      return undefined;
  }
}

const FAILURE_KEYS = {
  unavailable: 'assistant.error.unavailable',
  refused: 'assistant.error.refused',
  'invalid-answer': 'assistant.error.invalidAnswer',
  interrupted: 'assistant.error.interrupted',
} as const;

function messageOf(
  message: StoredAssistantMessage,
  locale: PortalLocale,
  t: Translator['t'],
): AssistantConversationMessage {
  const now = new Date();
  const cards = message.parts
    .map((part, index) => cardOf(part, index, locale, t, now))
    .filter((card) => card !== undefined);
  return {
    id: message.id,
    role: message.role,
    lang: message.lang === 'ar' ? 'ar-AE' : 'en',
    dir: message.lang === 'ar' ? 'rtl' : 'ltr',
    text: message.text,
    cards,
    status: message.status,
    // The page's own sentence for the failure: a provider's words are never shown.
    error: message.failure === undefined ? undefined : t(FAILURE_KEYS[message.failure]),
  };
}

export interface AssistantConversationAreaProps {
  readonly locale: PortalLocale;
  /** Called when a card's link is followed (the panel closes). */
  readonly onNavigate?: () => void;
}

/**
 * The conversation with the assistant (SCREENS.md S9.1) as the chat page and the panel show it:
 * the app's conversation store, the provider of the page's language, the cards' addresses (a bill's
 * Pay is the portal's payment flow, a service card its service page) and core's words.
 */
export function AssistantConversationArea({ locale, onNavigate }: AssistantConversationAreaProps) {
  const t = useMessages('assistant', 'common');
  const state = useAssistantConversation();
  const provider = assistantProviderFor(locale);
  const last = state.messages.at(-1);
  const answered = [...state.messages].reverse().find((message) => message.role === 'assistant');
  const offered = answered?.parts.findLast((part) => part.type === 'suggestions');
  const suggestions =
    last === undefined
      ? FIRST_SUGGESTIONS.map((intent) => intentQuestion(t, intent))
      : offered?.type === 'suggestions'
        ? offered.replies
        : [];
  return (
    <AssistantConversation
      lang={locale}
      dir={directionOf(locale)}
      messages={state.messages.map((message) => messageOf(message, locale, t))}
      labels={assistantConversationLabelsOf(t)}
      suggestions={suggestions}
      intro={<p className="text-body text-ink">{t('assistant.intro')}</p>}
      onSend={(text) => assistantConversation.send(text, locale, provider)}
      onStop={() => assistantConversation.stop()}
      onRetry={() => assistantConversation.retry(locale, provider)}
      renderLink={({ href, ...link }) => (
        <RouterAnchor href={href} onClick={() => onNavigate?.()} {...link} />
      )}
    />
  );
}
