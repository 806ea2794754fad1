import type { PortalLocale } from '@portal/core';
import { Dialog } from '@portal/ui';
import { useSyncExternalStore } from 'react';
import { assistantPanel } from '../../platform/assistant/assistantPanelState';
import { useMessages } from '../../platform/i18n/useMessages';
import { pagePath } from '../../platform/pages/pagePath';
import { RouterAnchor } from '../links/RouterAnchor';
import { AssistantConversationArea } from './AssistantConversationArea';

/**
 * The assistant from every page (SCREENS.md S9.1): the same conversation as the chat page in a
 * dialog, opened by the header's control (`AssistantHeaderButton`) or by `?action=` on the home
 * page. Focus moves in and is trapped; Escape or × closes it and focus returns to what had it (the
 * control). Following a card's link closes it; the conversation stays.
 */
export default function AssistantPanel({ locale }: { readonly locale: PortalLocale }) {
  const t = useMessages('assistant', 'common');
  const panelOpen = useSyncExternalStore(
    assistantPanel.subscribe,
    assistantPanel.isOpen,
    () => false,
  );
  const close = () => assistantPanel.setOpen(false);
  return (
    <Dialog
      open={panelOpen}
      onOpenChange={(open) => assistantPanel.setOpen(open)}
      size="lg"
      title={t('assistant.title')}
      closeLabel={t('assistant.close')}
    >
      <div className="flex flex-col gap-4">
        <RouterAnchor
          href={pagePath(locale, 'chat')}
          onClick={close}
          className="self-start font-semibold text-brand underline underline-offset-4 hover:no-underline"
        >
          {t('assistant.openFullPage')}
        </RouterAnchor>
        <AssistantConversationArea locale={locale} onNavigate={close} />
      </div>
    </Dialog>
  );
}
