import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { isAutopayEligible } from '../../rules/providers/autopayEligibility';
import { autopayStateOf, type AutopayState } from '../../rules/providers/autopayState';
import type { MobilePlanType } from '../../rules/providers/mobilePlanType';
import {
  CATEGORY_OF_ENTITY,
  UTILITY_CATEGORIES,
  isTopUpAccount,
  mobilePlanOfProvider,
  type UtilityCategory,
} from '../../rules/providers/utilityCategory';
import type { AutopayUtility } from './hubListsCalls';
import { getAutopayUtilities } from './hubLists';
import type { AvailableEntity } from './linkedAccountCalls';
import { getAvailableEntities, getLinkedAccounts, type LinkedAccount } from './linkedAccounts';

/** One account of the hub with what the hub says about it (SCREENS.md S5.1). */
export interface UtilityHubEntry {
  readonly account: LinkedAccount;
  /** Mobile plan (prepaid/postpaid) for mobile operators, else undefined. */
  readonly plan: MobilePlanType | undefined;
  /** Topped up (prepaid, tolls) rather than paid (a bill). */
  readonly topUp: boolean;
  /** Autopay state for an eligible provider (spec 000 §3), undefined for the others. */
  readonly autopay: AutopayState | undefined;
  /** The autopay day (1–31) when one is set. */
  readonly autopayDay: number | undefined;
  /**
   * The provider's logo as the hub's entity list gives it (getAvailableEntitiesInfo `logoUrl`), not
   * yet checked: pass it through `safeUrl` before showing it.
   */
  readonly logoUrl: string | undefined;
}

/** The accounts of one category, in the order the hub answered them. */
export interface UtilityHubCategory {
  readonly category: UtilityCategory;
  readonly entries: readonly UtilityHubEntry[];
}

/**
 * Groups linked accounts by category in spec 000 §1's order (categories without accounts are left
 * out; an account of an unknown entity is left out, as the hub cannot act on it) and joins each with
 * its autopay settings, matched by account id, else by provider code and account number, and with
 * its provider's logo from the entity list, matched by provider code, else by entity.
 */
export function utilityHubOf(
  accounts: readonly LinkedAccount[],
  autopay: readonly AutopayUtility[] = [],
  entities: readonly AvailableEntity[] = [],
): UtilityHubCategory[] {
  const logoOf = (account: LinkedAccount): string | undefined =>
    (
      entities.find(
        (item) => account.providerCode !== undefined && item.providerCode === account.providerCode,
      ) ?? entities.find((item) => item.entity === account.entity)
    )?.logoUrl ?? undefined;
  const autopayOf = (account: LinkedAccount): AutopayUtility | undefined =>
    autopay.find((item) => item.id === account.id) ??
    autopay.find(
      (item) =>
        item.providerCode === account.providerCode &&
        item.accountNumber !== undefined &&
        item.accountNumber === account.accountNumber,
    );
  return UTILITY_CATEGORIES.map((category) => ({
    category,
    entries: accounts
      .filter(
        (account) =>
          account.entity !== 'unknown' && CATEGORY_OF_ENTITY[account.entity] === category,
      )
      .map((account): UtilityHubEntry => {
        const settings = autopayOf(account);
        const eligible = isAutopayEligible(account.providerCode);
        return {
          account,
          plan: mobilePlanOfProvider(account.providerCode),
          topUp: isTopUpAccount(account.entity, account.providerCode),
          autopay: eligible ? autopayStateOf(settings?.autopayStatus ?? 0) : undefined,
          autopayDay: eligible ? (settings?.dayOfMonth ?? undefined) : undefined,
          logoUrl: logoOf(account),
        };
      }),
  })).filter((group) => group.entries.length > 0);
}

/**
 * The hub's accounts by category with plan, autopay state and provider logo (spec 000 §7
 * getAllLinkedAccounts, recurringPayments/getUtilitiesList and getAvailableEntitiesInfo, asked
 * together). The logos are decoration beside the provider's name: when the entity list fails, the
 * hub shows its accounts without them rather than failing.
 * @throws {PortalError} on any failure of the accounts or the autopay call.
 */
export async function getUtilityHub(
  client: PortalClient,
  options: CallOptions = {},
): Promise<UtilityHubCategory[]> {
  const [accounts, autopay, entities] = await Promise.all([
    getLinkedAccounts(client, undefined, options),
    getAutopayUtilities(client, options),
    getAvailableEntities(client, options).catch((): AvailableEntity[] => []),
  ]);
  return utilityHubOf(accounts, autopay, entities);
}
