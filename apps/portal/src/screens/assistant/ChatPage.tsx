import { shellMessages } from '@portal/core';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { AssistantConversationArea } from '../../shell/assistant/AssistantConversationArea';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';

/**
 * The assistant's page, `/{lang}/chat` (SCREENS.md S9.1): the conversation in full width. The same conversation as the panel every other page has (kept for the tab's
 * session). `/{lang}/chat?action=…` never reaches it: spec 001 §2 sends it to the home page, which
 * opens the panel on that action (`resolveLocation`).
 */
export function ChatPage() {
  const locale = usePageLocale();
  const t = useMessages('assistant', 'common');
  useDocumentTitle(t('assistant.title'), shellMessages(locale).siteName);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <h1 className="text-display font-bold">{t('assistant.title')}</h1>
      <AssistantConversationArea locale={locale} />
    </div>
  );
}
