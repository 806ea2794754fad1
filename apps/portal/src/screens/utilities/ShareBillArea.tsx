import { failureTextOf } from '@portal/core';
// The share-bill dialog as a chunk of its own (its form library, dialog, captcha widget and the
// share call), downloaded when the person first asks to share: the bill page's first load stays
// within its budget.
import type { PortalLocale } from '@portal/core';
import { shareBill, type BillAccount } from '@portal/core/api/bills';
import { ShareBillDialog, shareBillDialogLabelsOf, type ShareBillValues } from '@portal/ui';
import { appClientsFor } from '../../platform/api/appClients';
import { captchaProvider } from '../../platform/captcha/captchaProvider';
import { useUtilityWords } from './utilityWordsHook';

export interface ShareBillAreaProps {
  readonly locale: PortalLocale;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The water or electricity account, and the bill shown (its id when known). */
  readonly account: BillAccount;
}

/**
 * Share a water or electricity bill (SCREENS.md S5.5; spec 000 §2, §5, §7
 * shareWaterElectricityBill): core's `shareBill` with the captcha's token; a refusal comes back as
 * the server's words (the dialog shows it and resets the captcha), success as nothing.
 */
export default function ShareBillArea({ locale, open, onOpenChange, account }: ShareBillAreaProps) {
  const t = useUtilityWords();
  const { client } = appClientsFor(locale);
  const share = async (values: ShareBillValues): Promise<string | void> => {
    try {
      await shareBill(client, {
        providerCode: account.providerCode,
        accountNumber: account.accountNumber,
        ...(account.billId ? { billId: account.billId } : {}),
        emails: values.emails,
        captchaToken: values.captchaToken,
      });
    } catch (error) {
      return failureTextOf(error, t('something.wentWrong'));
    }
  };
  return (
    <ShareBillDialog
      open={open}
      onOpenChange={onOpenChange}
      labels={shareBillDialogLabelsOf(t)}
      translate={t}
      captcha={captchaProvider}
      onShare={share}
    />
  );
}
