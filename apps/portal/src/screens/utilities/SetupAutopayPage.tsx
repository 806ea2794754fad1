import { autopayStateOf, isAutopayEligible, shellMessages } from '@portal/core';
import {
  AutopayAccounts,
  Button,
  autopayAccountsLabelsOf,
  autopayAccountsOf,
  type AutopayAccount,
  type DataState,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pagePath } from '../../platform/pages/pagePath';
import { appClientsFor } from '../../platform/api/appClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { queryStateOf } from '../../shell/dataState/queryState';
import { AutopayAccountActions } from './autopay/AutopayAccountActions';
import { BackToManageAutopayLink } from './autopay/AutopayLinks';
import { autopayUtilitiesQuery } from './utilityQueries';
import { useUtilityWords } from './utilityWordsHook';

/**
 * Autopay setup (SCREENS.md S5.8, spec 000 §2 /wb/dge/autopay/setup-autopay): the eligible accounts
 * without autopay, each leading to its account setup.
 */
export function SetupAutopayPage() {
  const locale = usePageLocale();
  const t = useUtilityWords();
  const { client } = appClientsFor(locale);
  const list = useQuery(autopayUtilitiesQuery(client));
  useDocumentTitle(t('autopay.setup'), shellMessages(locale).siteName);
  // No eligible account at all needs a link first; all of them set up needs manage instead.
  const anyEligible =
    list.data?.some((utility) => isAutopayEligible(utility.providerCode)) ?? false;

  const state: DataState<readonly AutopayAccount[]> = queryStateOf(
    list,
    t('something.wentWrong'),
    (utilities) =>
      autopayAccountsOf(
        utilities.filter((utility) => autopayStateOf(utility.autopayStatus) === 'none'),
        {
          t,
          locale,
          actionsOf: (utility, autopay, title) => (
            <AutopayAccountActions
              utility={utility}
              state={autopay}
              title={title}
              onStatus={() => undefined}
            />
          ),
        },
      ),
  );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackToManageAutopayLink locale={locale} label={t('autopay.backToManage')} />
      <div className="flex flex-col gap-2">
        <h1 className="text-display font-bold">{t('autopay.setup')}</h1>
        <p className="max-w-prose text-body text-ink-muted">{t('autopay.setupIntro')}</p>
      </div>
      <AutopayAccounts
        state={state}
        labels={autopayAccountsLabelsOf(t)}
        empty={
          anyEligible
            ? {
                message: t('autopay.setupEmpty'),
                action: (
                  <Button asChild variant="secondary">
                    <Link to={pagePath(locale, 'autopayManage')}>{t('autopay.manage')}</Link>
                  </Button>
                ),
              }
            : {
                message: t('autopay.empty'),
                action: (
                  <Button asChild variant="secondary">
                    <Link to={pagePath(locale, 'utilitiesHub')}>{t('utilities.addAccount')}</Link>
                  </Button>
                ),
              }
        }
      />
    </div>
  );
}
