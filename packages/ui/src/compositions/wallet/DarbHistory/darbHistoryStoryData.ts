import type { PortalLocale } from '@portal/core';
import {
  DARB_HISTORY_PAGE_SIZE,
  darbHistoryRange,
  getFinancialTransactions,
  getTollHistory,
  getUnpaidTolls,
} from '@portal/core/api/tollWallet';
import type { Translator } from '@portal/core/i18n';
import type { SandboxStoryContext } from '../../../storybook/sandboxStory';
import { financialPageOf, tollHistoryPageOf, unpaidPageOf } from '../views/history';
import type { DarbHistoryProps } from './DarbHistory';

/** The three histories' first pages as the sandbox's demo user has them, read through core. */
export async function loadDarbHistory({ client, now }: SandboxStoryContext) {
  const range = darbHistoryRange(now);
  return {
    toll: await getTollHistory(client, range),
    financial: await getFinancialTransactions(client, range),
    unpaid: await getUnpaidTolls(client),
  };
}

export type DarbHistoryStoryData = Awaited<ReturnType<typeof loadDarbHistory>>;

/** The loaded histories as the composition's ready states, in the story's language. */
export function darbHistoryStatesOf(
  t: Translator['t'],
  data: DarbHistoryStoryData,
  locale: PortalLocale,
): Pick<DarbHistoryProps, 'toll' | 'financial' | 'unpaid'> {
  const size = DARB_HISTORY_PAGE_SIZE;
  return {
    toll: { status: 'ready', data: tollHistoryPageOf(t, data.toll, 1, size, locale) },
    financial: { status: 'ready', data: financialPageOf(t, data.financial, 1, size, locale) },
    unpaid: { status: 'ready', data: unpaidPageOf(t, data.unpaid, 1, size, locale) },
  };
}
