import { assistantIntentOfAction, type PortalLocale } from '@portal/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { assistantConversation } from '../../platform/assistant/assistantConversation';
import { assistantProviderFor } from '../../platform/assistant/assistantProvider';
import { useMessages } from '../../platform/i18n/useMessages';
import { useHydrated } from '../../platform/page/useHydrated';
import { usePageSearch } from '../../platform/pages/usePageSearch';
import { intentQuestion } from '../../shell/assistant/AssistantConversationArea';

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
  const t = useMessages('shell', 'common');
  const intent = assistantIntentOfAction(action);
  useEffect(() => {
    if (!hydrated || intent === undefined) return;
    assistantConversation.setPanelOpen(true);
    assistantConversation.send(intentQuestion(t, intent), locale, assistantProviderFor(locale));
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, action: undefined }),
      replace: true,
    });
  }, [hydrated, intent, locale, navigate, t]);
}
