/**
 * View model of `AssistantConversation`: its words from core's catalogues.
 */
import type { Translator } from '@portal/core/i18n';
import type { AssistantConversationLabels } from '../AssistantConversation/AssistantConversation';

/** The conversation's words (`assistant.*`); needs the `assistant` catalogue loaded. */
export function assistantConversationLabelsOf(t: Translator['t']): AssistantConversationLabels {
  return {
    conversation: t('assistant.conversation'),
    you: t('assistant.you'),
    assistant: t('assistant.name'),
    composerLabel: t('assistant.composer.label'),
    composerHint: t('assistant.composer.hint'),
    send: t('assistant.send'),
    stop: t('assistant.stop'),
    retry: t('assistant.retry'),
    suggestions: t('assistant.suggestions'),
    stopped: t('assistant.stopped'),
    answering: t('assistant.answering'),
    answered: (text) => t('assistant.answered', { text }),
  };
}
