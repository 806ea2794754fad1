import { StatusMessage } from '@portal/ui';
import type { StatusNote } from './useStatusNote';
import { useMessages } from '../../platform/i18n/useMessages';

/** The outcome of the last action, spoken and shown until it clears itself (spec 000 §9: 6 s). */
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
      onClear={onClear}
      // A refusal stays until the next action: the person may need it to decide what to do.
      timeout={note?.tone === 'error' ? Infinity : undefined}
    />
  );
}
