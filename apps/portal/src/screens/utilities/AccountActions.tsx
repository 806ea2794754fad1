import type { UtilityHubEntry } from '@portal/core/api/paymentHub';
import { Button } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { usePageLocale } from '../../routes/usePageLocale';
import { useUtilityWords } from './utilityWordsHook';

export interface AccountActionsProps {
  readonly entry: UtilityHubEntry;
  /** The account's title on its card, for the actions' accessible names. */
  readonly title: string;
}

/** What a hub card offers: pay or top up (S5.6), and a postpaid account's bill details (S5.4). */
export function AccountActions({ entry, title }: AccountActionsProps) {
  const locale = usePageLocale();
  const t = useUtilityWords();
  const { account } = entry;
  if (account.entity === 'unknown') return null;
  const params = { locale, entity: account.entity, accountId: account.id };
  return (
    <>
      <Button asChild size="sm">
        <Link to="/$locale/my-utilities/pay/$entity/$accountId" params={params}>
          {entry.topUp ? t('utilities.topUp') : t('utilities.payBill')}
        </Link>
      </Button>
      {/* A prepaid balance has no bills (spec 000 §1: bills of the accounts that are billed). */}
      {entry.topUp ? null : (
        <Button asChild size="sm" variant="secondary">
          <Link
            to="/$locale/my-utilities/bills/$entity/$accountId"
            params={params}
            aria-label={t('bill.detailsFor', { name: title })}
          >
            {t('bill.details')}
          </Link>
        </Button>
      )}
    </>
  );
}
