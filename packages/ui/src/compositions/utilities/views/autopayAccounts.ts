/**
 * View model of `AutopayAccounts`: core's autopay utilities (`getAutopayUtilities`) and the
 * catalogue's words as its props — its labels, and each eligible account's title, state and payment day.
 */
import {
  autopayStateOf,
  autopayStateToneOf,
  formatDayOrdinal,
  isAutopayEligible,
  isDayOfMonth,
  type AutopayState,
  type PortalLocale,
} from '@portal/core';
import type { AutopayUtility } from '@portal/core/api/paymentHub';
import { createElement, type ReactNode } from 'react';
import type { AutopayAccount, AutopayAccountsLabels } from '../AutopayAccounts/AutopayAccounts';
import type { UtilityWords } from './words';

/** The autopay list's words: loading, the load failure with its retry, and the list's name. */
export function autopayAccountsLabelsOf(t: UtilityWords): AutopayAccountsLabels {
  return {
    loading: t('autopay.loading'),
    errorTitle: t('autopay.loadError'),
    retry: t('utilities.tryAgain'),
    retrying: t('utilities.retrying'),
    list: t('autopay.accountsLabel'),
  };
}

/** The provider's name in the page's language (catalogue `utilities.provider.<code>`). */
function providerOf(utility: AutopayUtility, t: UtilityWords): string | undefined {
  return utility.providerCode ? t(`utilities.provider.${utility.providerCode}`) : undefined;
}

/** An autopay account's title in words: its nickname, else its provider's name, else its number. */
export function autopayTitleOf(utility: AutopayUtility, t: UtilityWords): string {
  return utility.nickname ?? providerOf(utility, t) ?? utility.accountNumber ?? utility.id;
}

/**
 * The payment day in words ("The 31st of every month" / "اليوم الحادي والثلاثون من كل شهر"), with
 * core's `formatDayOrdinal`; "No payment day" when autopay is not set up.
 */
export function autopayDayOf(
  utility: AutopayUtility,
  { t, locale }: { readonly t: UtilityWords; readonly locale: PortalLocale },
): string {
  const day = utility.dayOfMonth;
  if (autopayStateOf(utility.autopayStatus) === 'none' || !isDayOfMonth(day))
    return t('autopay.noDay');
  return t('autopay.day.option', { ordinal: formatDayOrdinal(day, locale) });
}

/**
 * The autopay list in words: core's `getAutopayUtilities` answer, kept to the eligible providers
 * (core's `isAutopayEligible`, spec 000 §3), each with its state (core's `autopayStateOf`), provider,
 * account number and payment day. The actions come from the caller, who asks core's
 * `autopayActionsOf(state)` which ones the state offers.
 */
export function autopayAccountsOf(
  utilities: readonly AutopayUtility[],
  {
    t,
    locale,
    actionsOf,
  }: {
    readonly t: UtilityWords;
    readonly locale: PortalLocale;
    readonly actionsOf?: (utility: AutopayUtility, state: AutopayState, title: string) => ReactNode;
  },
): AutopayAccount[] {
  return utilities
    .filter((utility) => isAutopayEligible(utility.providerCode))
    .map((utility): AutopayAccount => {
      const state = autopayStateOf(utility.autopayStatus);
      const provider = providerOf(utility, t);
      const title = autopayTitleOf(utility, t);
      return {
        id: utility.id,
        title,
        state: {
          label: `${t('utilities.autopayState')}: ${t(`autopay.state.${state}`)}`,
          tone: autopayStateToneOf(state),
        },
        facts: [
          ...(provider === undefined || provider === title
            ? []
            : [{ term: t('utilities.providerLabel'), description: provider }]),
          {
            term: t('account.number.label'),
            description: createElement('bdi', null, utility.accountNumber ?? ''),
          },
          { term: t('autopay.day.label'), description: autopayDayOf(utility, { t, locale }) },
        ],
        ...(actionsOf ? { actions: actionsOf(utility, state, title) } : {}),
      };
    });
}
