import { PROVIDER_ENTITY, isPaymentProviderCode } from '../../rules/providers/paymentProviders';
import type { PaymentEntity, PaymentProviderCode } from '../../rules/providers/paymentProviders';
import type { LinkedAccount } from '../paymentHub/linkedAccounts';
import type { TransactionItem } from './paymentCalls';

/** One account a transaction paid, as a person knows it (issue 30: the receipt says which account). */
export interface PaidAccount {
  /** The provider's code when it is one the portal knows (its name comes from the catalogue). */
  readonly providerCode: PaymentProviderCode | undefined;
  /** The provider's entity, from its code. */
  readonly entity: PaymentEntity | undefined;
  /** The account number as the payment sent it. */
  readonly accountNumber: string | undefined;
  /** The nickname the person gave the linked account, when the account is still linked. */
  readonly nickname: string | undefined;
  readonly amount: number | undefined;
}

/**
 * The accounts a transaction paid (its inquiry's `items`), each joined with the person's linked
 * account of the same provider and number for its nickname. An item whose provider code the portal
 * does not know keeps its number and amount, without a provider; an account unlinked since the
 * payment has no nickname. Order as the payment listed them.
 *
 * @example paidAccountsOf([{ providerCode: 'ADDA00002', accountNumber: '1234567890', amount: 5 }], accounts)
 * // [{ providerCode: 'ADDA00002', entity: 'addc', accountNumber: '1234567890', nickname: 'Home', amount: 5 }]
 */
export function paidAccountsOf(
  items: readonly TransactionItem[],
  accounts: readonly LinkedAccount[] = [],
): PaidAccount[] {
  return items.map((item) => {
    const providerCode = isPaymentProviderCode(item.providerCode) ? item.providerCode : undefined;
    const accountNumber = item.accountNumber ?? undefined;
    const linked = accounts.find(
      (account) =>
        accountNumber !== undefined &&
        account.accountNumber === accountNumber &&
        account.providerCode === item.providerCode,
    );
    return {
      providerCode,
      entity: providerCode ? PROVIDER_ENTITY[providerCode] : undefined,
      accountNumber,
      nickname: linked?.nickname,
      amount: item.amount ?? undefined,
    };
  });
}
