import type { UtilityHubEntry } from '@portal/core/api/paymentHub';
import { Button } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { pagePath } from '../../platform/pages/pagePath';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useUtilityWords } from './utilityWordsHook';

export interface AccountActionsProps {
  readonly entry: UtilityHubEntry;
  /** The account's title on its card, for the actions' accessible names. */
  readonly title: string;
  /** Opens the rename dialog for this account (S5.3). */
  readonly onRename: () => void;
  /** Asks to confirm removing this account (S5.3). */
  readonly onRemove: () => void;
}

/**
 * What a hub card offers: pay or top up (S5.6), a postpaid account's bill details (S5.4), and
 * renaming or removing the account (S5.3). Each action's accessible name carries the account's, so a
 * list of cards does not read as a list of identical buttons.
 */
export function AccountActions({ entry, title, onRename, onRemove }: AccountActionsProps) {
  const locale = usePageLocale();
  const t = useUtilityWords();
  const { account } = entry;
  if (account.entity === 'unknown') return null;
  const params = { entity: account.entity, accountId: account.id };
  return (
    <>
      <Button asChild size="sm">
        <Link to={pagePath(locale, 'utilitiesPay', params)}>
          {entry.topUp ? t('utilities.topUp') : t('utilities.payBill')}
        </Link>
      </Button>
      {/* A prepaid balance has no bills (spec 000 §1: bills of the accounts that are billed). */}
      {entry.topUp ? null : (
        <Button asChild size="sm" variant="secondary">
          <Link
            to={pagePath(locale, 'utilitiesBill', params)}
            aria-label={t('bill.detailsFor', { name: title })}
          >
            {t('bill.details')}
          </Link>
        </Button>
      )}
      <Button
        size="sm"
        variant="tertiary"
        aria-label={t('account.editNicknameFor', { name: title })}
        onClick={onRename}
      >
        {t('account.editNickname')}
      </Button>
      <Button
        size="sm"
        variant="tertiary"
        aria-label={t('account.removeFor', { name: title })}
        onClick={onRemove}
      >
        {t('account.remove')}
      </Button>
    </>
  );
}
