import { failureTextOf } from '@portal/core/client';
/**
 * Stories only: the dialog's words and a rename that really asks the seeded sandbox, shared by the
 * stories and the features stories (a stories file cannot export helpers).
 */
import { getLinkedAccounts, updateNickname, type LinkedAccount } from '@portal/core/api/paymentHub';
import type { PortalClient } from '@portal/core/client';
import type { StoryContext } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { loadUtilityWords } from '../storyWords';
import { type UtilityWords } from '../views/words';
import { nicknameDialogLabelsOf } from '../views/nicknameDialog';
import {
  NicknameDialog,
  type NicknameDialogLabels,
  type NicknameDialogProps,
} from './NicknameDialog';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';

export interface NicknameStoryData {
  readonly client: PortalClient;
  /** The same client with every call refused as the hub refuses (for the refusal story). */
  readonly refusingClient: PortalClient;
  /** The words of that refusal. */
  readonly refusal: string;
  readonly t: UtilityWords;
  readonly labels: NicknameDialogLabels;
  /** A seeded electricity account with a nickname. */
  readonly account: LinkedAccount;
}

/** What the refusing hub says, in each page language (it answers in the reader's). */
const REFUSAL: ServerWords = {
  en: 'This account is being updated. Try again in a few minutes.',
  'ar-AE': 'يجري تحديث هذا الحساب. حاول مرة أخرى بعد بضع دقائق.',
};

/** The signed-in sandbox client, a seeded account and the dialog's words in the story's language. */
export const loadNickname = sandboxStory<NicknameStoryData>({
  as: 'normal',
  load: async ({ client, clientWithFault, locale }) => {
    const t = await loadUtilityWords(locale);
    const accounts = await getLinkedAccounts(client);
    const account = accounts.find((item) => item.entity === 'addc' && item.nickname);
    if (!account) throw new Error('The seeded world has no named ADDC account.');
    return {
      client,
      refusingClient: clientWithFault(faultSaying('business', REFUSAL, locale)),
      refusal: REFUSAL[locale],
      t,
      labels: nicknameDialogLabelsOf(t),
      account,
    };
  },
});

/** Records what was saved in the stories. */
export const onSaved = fn();

/** Placeholder args: the stories render with their loaded words. */
export const BASE_ARGS: NicknameDialogProps = {
  open: true,
  onOpenChange: () => undefined,
  title: '',
  labels: {} as NicknameDialogLabels,
  translate: (key: string) => key,
  onSave: () => undefined,
};

/** Renders the open dialog for the seeded account; saving asks the sandbox (or the refusing one). */
export function renderNicknameDialog(
  args: NicknameDialogProps,
  { loaded }: Pick<StoryContext, 'loaded'>,
  { refused = false }: { readonly refused?: boolean } = {},
) {
  const { client, refusingClient, t, labels, account } = sandboxData<NicknameStoryData>(loaded);
  const name = account.nickname ?? '';
  return (
    <NicknameDialog
      {...args}
      title={t('account.editNicknameTitle', { name })}
      defaultNickname={name}
      labels={labels}
      translate={t}
      onSave={async (nickname) => {
        try {
          await updateNickname(refused ? refusingClient : client, 'addc', {
            id: account.id,
            nickname,
          });
          onSaved(nickname);
        } catch (error) {
          return failureTextOf(error, t('something.wentWrong'));
        }
      }}
    />
  );
}
