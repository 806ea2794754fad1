/**
 * Amounts as the wallet compositions say them. Every money figure of the area goes through
 * here so a wallet list, a fines total and a history row read alike in both languages.
 */
import { formatAmount, type PortalLocale } from '@portal/core';
import type { Translator } from '@portal/core/i18n';

type T = Translator['t'];

/** An amount in AED in the page's language ("AED 85.50", "85.50 درهم"), through core's formatter. */
export function aedOf(t: T, value: unknown, locale: PortalLocale): string {
  return t('common.currencyAmount', { amount: formatAmount(value, { locale }) });
}
