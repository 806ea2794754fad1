import { AlertDialog } from '@portal/ui';
import { useUtilityWords } from '../utilityWordsHook';
import type { AutopayTarget } from './useAutopayStatus';

/** "Cancel autopay for Office?": cancelling needs a yes (it clears the payment day). */
export function AutopayCancelDialog({
  target,
  busy,
  onConfirm,
  onDismiss,
  onCloseAutoFocus,
}: {
  readonly target: AutopayTarget | undefined;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onDismiss: () => void;
  /** Where focus goes as it closes (the hook's `onCancelDialogClosed`). */
  readonly onCloseAutoFocus: (event: Event) => void;
}) {
  const t = useUtilityWords();
  return (
    <AlertDialog
      open={target !== undefined}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      title={t('autopay.cancelTitle', { name: target?.title ?? '' })}
      description={t('autopay.cancelText')}
      primaryAction={{
        label: t('autopay.cancelShort'),
        variant: 'danger',
        loading: busy,
        loadingLabel: t('autopay.working'),
        onClick: (event) => {
          event.preventDefault();
          onConfirm();
        },
      }}
      secondaryAction={{ label: t('autopay.keep') }}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
