import type { MobilePlanType } from './mobilePlanType';
import type { PaymentEntity, PaymentProviderCode } from './paymentProviders';
import { TOLL_MIN_TOP_UP } from '../payments/rechargeAmounts';

/** The hub's account categories, in the order spec 000 §1 lists them. */
export const UTILITY_CATEGORIES = [
  'mobileInternet',
  'electricityWater',
  'gas',
  'tolls',
  'parking',
] as const;
export type UtilityCategory = (typeof UTILITY_CATEGORIES)[number];

/**
 * The category of an entity (spec 000 §1: mobile and internet, electricity and water, gas, road tolls,
 * parking). Choice (not shown): Darb and Salik are both road tolls; parking has no payment-hub entity
 * in spec 000 §3, so no entity maps to it (its accounts live in the parking wallet, S6.7).
 */
export const CATEGORY_OF_ENTITY = {
  etisalat: 'mobileInternet',
  du: 'mobileInternet',
  addc: 'electricityWater',
  aadc: 'electricityWater',
  adnocgas: 'gas',
  salik: 'tolls',
  darb: 'tolls',
} as const satisfies Record<PaymentEntity, UtilityCategory>;

/**
 * The mobile plan of a provider code (spec 000 §3 mobile plan type: 1 prepaid, 3 postpaid).
 * Assumption (codes not explained in the spec): product 0001 of a mobile operator is prepaid and 0002
 * postpaid, as the autopay-eligible list (postpaid products only) implies. Other providers have none.
 */
export function mobilePlanOfProvider(providerCode: unknown): MobilePlanType | undefined {
  const plans: Partial<Record<PaymentProviderCode, MobilePlanType>> = {
    Etisalat0001: 'prepaid',
    DU0001: 'prepaid',
    Etisalat0002: 'postpaid',
    DU0002: 'postpaid',
  };
  return typeof providerCode === 'string' ? plans[providerCode as PaymentProviderCode] : undefined;
}

/**
 * Whether an account is topped up (prepaid mobile, tolls) rather than billed (spec 000 §1 "pay bills
 * and top up balances"). Choice: tolls are always topped up; a mobile account by its plan.
 */
export function isTopUpAccount(entity: PaymentEntity | 'unknown', providerCode: unknown): boolean {
  if (entity === 'salik' || entity === 'darb') return true;
  return mobilePlanOfProvider(providerCode) === 'prepaid';
}

/**
 * The smallest amount a payment of an account takes (spec 000 §5: tolls 10). Choice: other top-ups
 * 10, bills 1 (AED); the provider's inquiry may answer its own `minimumAmount`, which wins.
 */
export function minimumPaymentOf(
  entity: PaymentEntity | 'unknown',
  providerCode: unknown,
  inquiryMinimum?: number,
): number {
  if (typeof inquiryMinimum === 'number' && Number.isFinite(inquiryMinimum) && inquiryMinimum > 0)
    return Math.max(inquiryMinimum, entity === 'salik' || entity === 'darb' ? TOLL_MIN_TOP_UP : 0);
  return isTopUpAccount(entity, providerCode) ? TOLL_MIN_TOP_UP : 1;
}
