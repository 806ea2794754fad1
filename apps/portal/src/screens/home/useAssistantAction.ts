import { assistantIntentOfAction, type PortalLocale } from '@portal/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { assistantPanel } from '../../platform/assistant/assistantPanelState';
import { loadMessages, translatorFor } from '../../platform/i18n/translatorFor';
import { useHydrated } from '../../platform/page/useHydrated';
import { usePageSearch } from '../../platform/pages/usePageSearch';

/**
 * The conversation, the provider and the assistant's words: loaded only when an action asks (not in
 * the home page's script).
 */
const loadConversation = (locale: PortalLocale) =>
  Promise.all([
    import('../../platform/assistant/assistantConversation'),
    import('../../platform/assistant/assistantProvider'),
    loadMessages(locale, 'assistant'),
  ]);

/**
 * `/{lang}/?action=…`, where spec 001 §2 sends `/{lang}/chat?action=…`: the assistant's panel opens
 * and asks the action's question in the page's words (`pay` → "Pay my bills", answered with the
 * bills; core's `assistantIntentOfAction`). The action then leaves the address (replace), so a
 * reload or Back does not ask again. An action core does not know is left alone.
 */
export function useAssistantAction(locale: PortalLocale): void {
  const { action } = usePageSearch('home');
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const intent = assistantIntentOfAction(action);
  useEffect(() => {
    if (!hydrated || intent === undefined) return;
    assistantPanel.setOpen(true);
    void loadConversation(locale).then(([{ assistantConversation }, { assistantProviderFor }]) => {
      const question = translatorFor(locale).t(`assistant.suggestion.${intent}`);
      assistantConversation.send(question, locale, assistantProviderFor(locale));
    });
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, action: undefined }),
      replace: true,
    });
  }, [hydrated, intent, locale, navigate]);
}
