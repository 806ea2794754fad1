// The rename dialog as a chunk of its own (its form library and core's nickname rule), downloaded
// when the person first asks to rename an account: the hub's first load stays within its budget.
import { NicknameDialog, nicknameDialogLabelsOf } from '@portal/ui';
import { useUtilityWords } from './utilityWordsHook';

export interface RenameAccountAreaProps {
  /** The card's title, naming the account in the dialog's title. */
  readonly title: string;
  /** The account's nickname now, in the field when the dialog opens. */
  readonly nickname: string | undefined;
  readonly onClose: () => void;
  /** Saves the nickname; answers the server's refusal in words, or nothing once saved. */
  readonly onSave: (nickname: string) => Promise<string | void>;
}

/** Rename a linked account (SCREENS.md S5.3): core's rule on the field, the server's refusal kept. */
export default function RenameAccountArea({
  title,
  nickname,
  onClose,
  onSave,
}: RenameAccountAreaProps) {
  const t = useUtilityWords();
  return (
    <NicknameDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('account.editNicknameTitle', { name: title })}
      defaultNickname={nickname}
      labels={nicknameDialogLabelsOf(t)}
      translate={t}
      onSave={onSave}
    />
  );
}
