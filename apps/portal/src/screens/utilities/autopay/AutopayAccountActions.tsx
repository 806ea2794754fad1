import { autopayActionsOf, type AutopayState } from '@portal/core';
import type { AutopayStatusAction, AutopayUtility } from '@portal/core/api/paymentHub';
import { Button } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { pagePath } from '../../../platform/pages/pagePath';
import { usePageLocale } from '../../../platform/locale/usePageLocale';
import { useUtilityWords } from '../utilityWordsHook';

export interface AutopayAccountActionsProps {
  readonly utility: AutopayUtility;
  readonly state: AutopayState;
  /** The account's title on its card, for the actions' accessible names. */
  readonly title: string;
  /** Pause, resume or cancel (the page confirms a cancel first). */
  readonly onStatus: (action: AutopayStatusAction) => void;
  /** Whether to offer the link to the account's own page (not on that page itself). */
  readonly linkToAccount?: boolean;
  /** While a change is being saved, presses of pause, resume and cancel are ignored. */
  readonly busy?: boolean;
}

/**
 * What an autopay card offers, as core's `autopayActionsOf` says for its state: set up (a link to
 * the account setup), manage (a link to the account's page), pause, resume and cancel. Each is named
 * after its account ("Pause autopay for Office"), its visible word first.
 */
export function AutopayAccountActions({
  utility,
  state,
  title,
  onStatus,
  linkToAccount = true,
  busy = false,
}: AutopayAccountActionsProps) {
  const locale = usePageLocale();
  const t = useUtilityWords();
  return (
    <>
      {autopayActionsOf(state).map((action) => {
        switch (action) {
          case 'setup':
            return (
              <Button key={action} asChild size="sm">
                <Link
                  to={pagePath(locale, 'autopaySetupAccount', {}, { id: utility.id })}
                  aria-label={t('autopay.setupFor', { name: title })}
                >
                  {t('autopay.setupShort')}
                </Link>
              </Button>
            );
          case 'changeDay':
            return linkToAccount ? (
              <Button key={action} asChild size="sm">
                <Link
                  to={pagePath(locale, 'autopayManageAccount', {}, { id: utility.id })}
                  aria-label={t('autopay.manageFor', { name: title })}
                >
                  {t('autopay.manageShort')}
                </Link>
              </Button>
            ) : null;
          default:
            return (
              <Button
                // Pause and resume are one button whose words change, so focus stays on it when the
                // state flips. It is not disabled while saving either: a disabled button drops focus.
                key={action === 'cancel' ? action : 'pauseResume'}
                size="sm"
                variant="secondary"
                aria-label={t(`autopay.${action}For`, { name: title })}
                onClick={() => {
                  if (!busy) onStatus(action);
                }}
              >
                {t(`autopay.${action}Short`)}
              </Button>
            );
        }
      })}
    </>
  );
}
