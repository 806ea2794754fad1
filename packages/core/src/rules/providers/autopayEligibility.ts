import {
  isPaymentProviderCode,
  type PaymentEntity,
  type PaymentProviderCode,
} from './paymentProviders';

/** Provider codes that can be put on autopay (spec 000 §3). */
export const AUTOPAY_ELIGIBLE_PROVIDER_CODES: readonly PaymentProviderCode[] = [
  'Etisalat0002',
  'DU0002',
  'AADC00001',
  'ADDA00002',
  'ADNOC0002',
];

/** Entities offered on the autopay screens (spec 000 §3). */
export const AUTOPAY_PROVIDERS: readonly PaymentEntity[] = [
  'aadc',
  'addc',
  'adnocgas',
  'du',
  'etisalat',
  'salik',
];

/** Whether a provider code can be put on autopay (spec 000 §3). */
export function isAutopayEligible(providerCode: unknown): boolean {
  return (
    isPaymentProviderCode(providerCode) && AUTOPAY_ELIGIBLE_PROVIDER_CODES.includes(providerCode)
  );
}
