// The removal confirmation as a chunk of its own (Radix's alert dialog), downloaded when the person
// first asks to remove an account: the hub's first load stays within its budget.
import { AlertDialog } from '@portal/ui';
import { useUtilityWords } from './utilityWordsHook';

export interface RemoveAccountAreaProps {
  /** The card's title, naming the account in the question. */
  readonly title: string;
  /** The removal is under way: the button shows it, and the dialog stays until it settles. */
  readonly removing: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** "Remove Summer house?" with a danger action and Cancel (SCREENS.md S5.3). */
export default function RemoveAccountArea({
  title,
  removing,
  onConfirm,
  onCancel,
}: RemoveAccountAreaProps) {
  const t = useUtilityWords();
  return (
    <AlertDialog
      open
      onOpenChange={(open) => {
        if (!open && !removing) onCancel();
      }}
      title={t('account.removeTitle', { name: title })}
      description={t('account.removeConfirm')}
      primaryAction={{
        label: t('account.removeAction'),
        variant: 'danger',
        loading: removing,
        loadingLabel: t('utilities.removing'),
        onClick: (event) => {
          event.preventDefault();
          onConfirm();
        },
      }}
      secondaryAction={{ label: t('common.cancel') }}
    />
  );
}
