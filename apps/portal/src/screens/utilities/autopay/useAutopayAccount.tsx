import { isAutopayEligible } from '@portal/core';
import type { AutopayUtility } from '@portal/core/api/paymentHub';
import {
  AutopayAccounts,
  Button,
  autopayAccountsLabelsOf,
  autopayTitleOf,
  type DataState,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pagePath } from '../../../platform/pages/pagePath';
import type { ReactNode } from 'react';
import { appClientsFor } from '../../../platform/api/appClients';
import { usePageLocale } from '../../../platform/locale/usePageLocale';
import { queryStateOf } from '../../../shell/dataState/queryState';
import { autopayUtilitiesQuery } from '../utilityQueries';
import { useUtilityWords } from '../utilityWordsHook';
import { usePageSearch } from '../../../platform/pages/usePageSearch';

/**
 * The account of an autopay account page (`?id=`), from the autopay list: only an eligible provider's
 * account counts (spec 000 §3). `gate` is what the page shows instead of its content while the list
 * loads, when it failed, or when there is no such account; undefined once the account is there.
 */
export function useAutopayAccount(): {
  readonly utility: AutopayUtility | undefined;
  readonly title: string | undefined;
  readonly gate: ReactNode | undefined;
} {
  const locale = usePageLocale();
  const t = useUtilityWords();
  // The setup and manage account pages read the same `?id=`.
  const { id } = usePageSearch('autopaySetupAccount');
  const { client } = appClientsFor(locale);
  const list = useQuery(autopayUtilitiesQuery(client));
  const utility = list.data?.find(
    (candidate) => candidate.id === id && isAutopayEligible(candidate.providerCode),
  );
  if (utility) return { utility, title: autopayTitleOf(utility, t), gate: undefined };
  // Read, but without the account: the empty state says so.
  const state: DataState<readonly never[]> = queryStateOf(list, t('something.wentWrong'), () => []);
  return {
    utility: undefined,
    title: undefined,
    gate: (
      <AutopayAccounts
        state={state}
        labels={autopayAccountsLabelsOf(t)}
        empty={{
          message: t('autopay.notFound'),
          action: (
            <Button asChild variant="secondary">
              <Link to={pagePath(locale, 'autopayManage')}>{t('autopay.manage')}</Link>
            </Button>
          ),
        }}
      />
    ),
  };
}
