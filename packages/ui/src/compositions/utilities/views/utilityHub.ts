/**
 * View model of `UtilityHub`: core's hub (`getUtilityHub`) and the catalogue's words as its props —
 * its labels and its groups of linked accounts.
 */
import {
  autopayStateToneOf,
  formatAmount,
  safeUrl,
  type PortalLocale,
  type SafeUrlOptions,
} from '@portal/core';
import {
  utilityHubCategoryDueOf,
  utilityHubCategoryHasBills,
  type UtilityHubCategory,
  type UtilityHubEntry,
} from '@portal/core/api/paymentHub';
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
 * An amount with its currency in words ("AED 822.20", "822.20 درهم") as one isolated piece that
 * never parts over two lines: `<bdi>` keeps the figures from trading places with the words around
 * them in a right-to-left line, `white-space: nowrap` keeps "درهم" with its figures.
 */
export function currencyAmountOf(
  amount: number | null | undefined,
  { t, locale }: { readonly t: UtilityWords; readonly locale: PortalLocale },
): ReactNode {
  return createElement(
    'bdi',
    { className: 'whitespace-nowrap' },
    t('common.currencyAmount', { amount: formatAmount(amount ?? 0, { locale }) }),
  );
}

/**
 * The hub's groups in words: core's categories and entries (`getUtilityHub`) turned into the
 * composition's props. Each category's total due is core's (`utilityHubCategoryDueOf`, whole fils);
 * amounts through core's `formatAmount` in the page's locale. A provider's logo is shown only when
 * `urlOptions` are given and its address passes core's `safeUrl` (the page's own origin or an allowed
 * one). The account's actions come from the caller (links of the app's router, or story buttons).
 */
export function utilityHubGroupsOf(
  hub: readonly UtilityHubCategory[],
  {
    t,
    locale,
    actionsOf,
    urlOptions,
  }: {
    readonly t: UtilityWords;
    readonly locale: PortalLocale;
    readonly actionsOf?: (entry: UtilityHubEntry, title: string) => ReactNode;
    readonly urlOptions?: SafeUrlOptions;
  },
): UtilityHubGroup[] {
  const logoOf = (entry: UtilityHubEntry): UtilityHubAccount['logo'] => {
    if (!urlOptions || entry.logoUrl === undefined) return undefined;
    const checked = safeUrl(entry.logoUrl, urlOptions);
    return checked.ok ? { src: checked.url.href } : undefined;
  };
  return hub.map((group) => ({
    id: group.category,
    title: t(`utilities.category.${group.category}`),
    ...(utilityHubCategoryHasBills(group)
      ? {
          total: {
            label: t('utilities.totalDue'),
            amount: currencyAmountOf(utilityHubCategoryDueOf(group), { t, locale }),
          },
        }
      : {}),
    accounts: group.entries.map((entry): UtilityHubAccount => {
      const provider = providerNameOf(entry, t);
      const title = entry.account.nickname ?? provider;
      const amount = currencyAmountOf(entry.account.dueAmount, { t, locale });
      const logo = logoOf(entry);
      return {
        id: entry.account.id,
        title,
        ...(logo ? { logo } : {}),
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
