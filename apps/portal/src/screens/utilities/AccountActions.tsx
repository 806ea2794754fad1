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

/** What a hub card offers: pay or top up (S5.6). */
export function AccountActions({ entry }: AccountActionsProps) {
  const locale = usePageLocale();
  const t = useUtilityWords();
  const { account } = entry;
  if (account.entity === 'unknown') return null;
  return (
    <Button asChild size="sm">
      <Link
        to="/$locale/my-utilities/pay/$entity/$accountId"
        params={{ locale, entity: account.entity, accountId: account.id }}
      >
        {entry.topUp ? t('utilities.topUp') : t('utilities.payBill')}
      </Link>
    </Button>
  );
}
