import { failureTextOf } from '@portal/core/client';
/** Stories only: the share dialog wired to the story's own sandbox, as the app wires it. */
import { shareBill } from '@portal/core/api/bills';
import type { PortalClient } from '@portal/core/client';
import type { StoryContext } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { CaptchaProvider } from '../../../components/Captcha';
import { sandboxData, type SandboxStoryContext } from '../../../storybook/sandboxStory';
import { seededBillAccount } from '../BillDetails/billDetailsStoryData';
import { loadUtilityWords } from '../storyWords';
import { type UtilityWords } from '../views/words';
import {
  ShareBillDialog,
  type ShareBillDialogProps,
  type ShareBillValues,
} from './ShareBillDialog';
import { shareBillDialogLabelsOf } from '../views/shareBillDialog';

export interface ShareBillStoryData {
  readonly t: UtilityWords;
  readonly captcha: CaptchaProvider;
  /** Shares the seeded ADDC bill through core's `shareBill`, answering the refusal in words. */
  readonly share: (values: ShareBillValues) => Promise<string | void>;
}

/** Spies on what the dialog sends; each story clears it. */
export const onShareSpy = fn();

/** The story's words, captcha and share, against the story's sandbox; `client` may carry a fault. */
export async function shareBillStoryData(
  { client, locale, captcha }: SandboxStoryContext,
  mode: 'pass' | 'fail' | 'expired' = 'pass',
  shareClient: PortalClient = client,
): Promise<ShareBillStoryData> {
  const t = await loadUtilityWords(locale);
  const account = await seededBillAccount(client);
  return {
    t,
    captcha: captcha(mode),
    share: async (values) => {
      onShareSpy(values);
      return shareBill(shareClient, { ...account, ...values }).then(
        () => undefined,
        (error: unknown) => failureTextOf(error, t('something.wentWrong')),
      );
    },
  };
}

export const BASE_ARGS: ShareBillDialogProps = {
  open: true,
  onOpenChange: fn(),
  labels: {} as never,
  translate: (key) => key,
  captcha: { name: 'none', render: () => ({ reset() {}, destroy() {} }) },
  onShare: () => undefined,
};

/** Renders the dialog with the loaded words, captcha and share. */
export function renderShareBillDialog(
  args: ShareBillDialogProps,
  { loaded }: Pick<StoryContext, 'loaded'>,
) {
  const data = sandboxData<ShareBillStoryData>(loaded);
  return (
    <ShareBillDialog
      {...args}
      labels={shareBillDialogLabelsOf(data.t)}
      translate={data.t}
      captcha={data.captcha}
      onShare={data.share}
    />
  );
}
