/**
 * The payment-hub entities, by the name used in API paths (spec 000 §3, §7: `{entity}/getLinkedAccounts`).
 * Assumption: the `{entity}` path segment is the provider's lower-case service name as listed with the
 * service-type ids (etisalat, salik, du, adnocgas, darb, aadc, addc).
 */
export const PAYMENT_ENTITIES = [
  'etisalat',
  'salik',
  'du',
  'adnocgas',
  'darb',
  'aadc',
  'addc',
] as const;
export type PaymentEntity = (typeof PAYMENT_ENTITIES)[number];

/** Service-type id of each entity (spec 000 §3). 5 is unused in the spec. */
export const SERVICE_TYPE_IDS = {
  etisalat: 1,
  salik: 2,
  du: 3,
  adnocgas: 4,
  darb: 6,
  aadc: 7,
  addc: 8,
} as const satisfies Record<PaymentEntity, number>;

export type ServiceTypeId = (typeof SERVICE_TYPE_IDS)[PaymentEntity];

/** Payment-service provider codes (spec 000 §3). */
export const PAYMENT_PROVIDER_CODES = [
  'Etisalat0001',
  'Etisalat0002',
  'DU0001',
  'DU0002',
  'ADNOC0002',
  'Salik0001',
  'ADDA00002',
  'AADC00001',
] as const;
export type PaymentProviderCode = (typeof PAYMENT_PROVIDER_CODES)[number];

/**
 * The entity each provider code belongs to (spec 000 §3). ADDA00002 is the Abu Dhabi distribution
 * utility (addc), AADC00001 the Al Ain one (aadc). Darb (tolls) has no provider code in the spec.
 */
export const PROVIDER_ENTITY = {
  Etisalat0001: 'etisalat',
  Etisalat0002: 'etisalat',
  DU0001: 'du',
  DU0002: 'du',
  ADNOC0002: 'adnocgas',
  Salik0001: 'salik',
  ADDA00002: 'addc',
  AADC00001: 'aadc',
} as const satisfies Record<PaymentProviderCode, PaymentEntity>;

/** Narrows a value to a known provider code (exact spelling, as the backend sends it). */
export function isPaymentProviderCode(value: unknown): value is PaymentProviderCode {
  return typeof value === 'string' && (PAYMENT_PROVIDER_CODES as readonly string[]).includes(value);
}

/** Narrows a value to a known entity name. */
export function isPaymentEntity(value: unknown): value is PaymentEntity {
  return typeof value === 'string' && (PAYMENT_ENTITIES as readonly string[]).includes(value);
}

/** The `{entity}` path segment for a provider code or entity name, or `undefined` if unknown (spec 000 §7). */
export function entityPathSegmentOf(provider: unknown): PaymentEntity | undefined {
  if (isPaymentProviderCode(provider)) return PROVIDER_ENTITY[provider];
  const name = typeof provider === 'string' ? provider.trim().toLowerCase() : undefined;
  return isPaymentEntity(name) ? name : undefined;
}

/** The entity for a service-type id (spec 000 §3), or `undefined`. Accepts numeric strings. */
export function entityOfServiceType(serviceType: unknown): PaymentEntity | undefined {
  const id =
    typeof serviceType === 'string' && /^\d+$/.test(serviceType.trim())
      ? Number(serviceType)
      : serviceType;
  return PAYMENT_ENTITIES.find((entity) => SERVICE_TYPE_IDS[entity] === id);
}
