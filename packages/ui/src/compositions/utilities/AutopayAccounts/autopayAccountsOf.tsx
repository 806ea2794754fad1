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
import type { ReactNode } from 'react';
import type { UtilityWords } from '../utilityWords';
import type { AutopayAccount } from './AutopayAccounts';

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
            description: <bdi>{utility.accountNumber ?? ''}</bdi>,
          },
          { term: t('autopay.day.label'), description: autopayDayOf(utility, { t, locale }) },
        ],
        ...(actionsOf ? { actions: actionsOf(utility, state, title) } : {}),
      };
    });
}
