/**
 * View model of `UtilityHub`: core's hub (`getUtilityHub`) and the catalogue's words as its props —
 * its labels and its groups of linked accounts.
 */
import { autopayStateToneOf, formatAmount, type PortalLocale } from '@portal/core';
import type { UtilityHubCategory, UtilityHubEntry } from '@portal/core/api/paymentHub';
import { createElement, type ReactNode } from 'react';
import type {
  UtilityHubAccount,
  UtilityHubGroup,
  UtilityHubLabels,
} from '../UtilityHub/UtilityHub';
import type { UtilityWords } from './words';

/** The hub's words: loading, no accounts yet, and the load failure with its retry. */
export function utilityHubLabelsOf(t: UtilityWords): UtilityHubLabels {
  return {
    loading: t('utilities.loadingAccounts'),
    emptyTitle: t('utilities.noAccounts'),
    empty: t('utilities.noAccountsNext'),
    errorTitle: t('utilities.loadError'),
    retry: t('utilities.tryAgain'),
    retrying: t('utilities.retrying'),
  };
}

/** The provider's name in the page's language (catalogue `utilities.provider.<code>`, else the entity's). */
export function providerNameOf(entry: Pick<UtilityHubEntry, 'account'>, t: UtilityWords): string {
  const { providerCode, entity } = entry.account;
  return providerCode ? t(`utilities.provider.${providerCode}`) : t(`utilities.entity.${entity}`);
}

/**
 * The hub's groups in words: core's categories and entries (`getUtilityHub`) turned into the
 * composition's props. Amounts through core's `formatAmount` in the page's locale; the account's
 * actions come from the caller (links of the app's router, or story buttons).
 */
export function utilityHubGroupsOf(
  hub: readonly UtilityHubCategory[],
  {
    t,
    locale,
    actionsOf,
  }: {
    readonly t: UtilityWords;
    readonly locale: PortalLocale;
    readonly actionsOf?: (entry: UtilityHubEntry, title: string) => ReactNode;
  },
): UtilityHubGroup[] {
  return hub.map((group) => ({
    id: group.category,
    title: t(`utilities.category.${group.category}`),
    accounts: group.entries.map((entry): UtilityHubAccount => {
      const provider = providerNameOf(entry, t);
      const title = entry.account.nickname ?? provider;
      const amount = t('common.currencyAmount', {
        amount: formatAmount(entry.account.dueAmount ?? 0, { locale }),
      });
      return {
        id: entry.account.id,
        title,
        facts: [
          ...(title === provider
            ? []
            : [{ term: t('utilities.providerLabel'), description: provider }]),
          {
            term: t('account.number.label'),
            description: createElement('bdi', null, entry.account.accountNumber ?? ''),
          },
          ...(entry.plan
            ? [{ term: t('utilities.plan'), description: t(`utilities.plan.${entry.plan}`) }]
            : []),
          ...(entry.topUp ? [] : [{ term: t('bill.amountDue'), description: amount }]),
        ],
        ...(entry.autopay === undefined
          ? {}
          : {
              autopay: {
                label: `${t('utilities.autopayState')}: ${t(`autopay.state.${entry.autopay}`)}`,
                tone: autopayStateToneOf(entry.autopay),
              },
            }),
        ...(actionsOf ? { actions: actionsOf(entry, title) } : {}),
      };
    }),
  }));
}
