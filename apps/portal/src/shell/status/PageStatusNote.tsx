import { StatusMessage } from '@portal/ui';
import type { StatusNote } from './useStatusNote';
import { useMessages } from '../../platform/i18n/useMessages';

/**
 * A page's status line: the outcome of the last action, announced and shown until it clears itself,
 * the same on every page (the hub, the locker, notifications, wallets, autopay).
 */
export function PageStatusNote({
  note,
  onClear,
}: {
  readonly note: StatusNote | undefined;
  readonly onClear: () => void;
}) {
  const t = useMessages('common');
  return (
    <StatusMessage
      message={note?.message}
      tone={note?.tone ?? 'success'}
      toneLabel={note?.tone === 'error' ? t('common.outcomeError') : t('common.outcomeSuccess')}
      // Every outcome, a refusal too, clears itself after StatusMessage's 6 s (spec 000 §8 "Discard
      // failure shows a message for 6 seconds", §9 "Message timeout 6 seconds"); it was announced
      // when it came, and the page itself still shows what changed and what did not.
      onClear={onClear}
    />
  );
}
