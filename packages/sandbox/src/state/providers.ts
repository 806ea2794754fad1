import type { Bilingual } from './text';

/** A utility entity as it appears in payment-hub paths (`{entity}`). */
export type EntityKey = 'etisalat' | 'du' | 'adnocgas' | 'salik' | 'addc' | 'aadc' | 'darb';

/** One payment-service provider product (spec 000 §3). */
export interface Provider {
  readonly code: string;
  readonly entity: EntityKey;
  /** Service-type id (spec 000 §3). */
  readonly serviceType: number;
  readonly name: Bilingual;
  /** Mobile plan type: 1 prepaid, 3 postpaid (spec 000 §3); absent for non-mobile providers. */
  readonly planType?: 1 | 3;
  /** Eligible for autopay (spec 000 §3). */
  readonly autopay: boolean;
  /** Account number length where the spec fixes it (addc, aadc: 10). */
  readonly accountNumberLength?: number;
  /** Prepaid products are topped up; the others carry bills. */
  readonly prepaid: boolean;
}

/** Every provider of spec 000 §3, in the order the hub lists them. */
export const PROVIDERS: readonly Provider[] = [
  {
    code: 'Etisalat0001',
    entity: 'etisalat',
    serviceType: 1,
    name: { en: 'e& (Etisalat) prepaid', ar: 'اتصالات من e& مسبق الدفع' },
    planType: 1,
    autopay: false,
    prepaid: true,
  },
  {
    code: 'Etisalat0002',
    entity: 'etisalat',
    serviceType: 1,
    name: { en: 'e& (Etisalat) postpaid', ar: 'اتصالات من e& آجل الدفع' },
    planType: 3,
    autopay: true,
    prepaid: false,
  },
  {
    code: 'DU0001',
    entity: 'du',
    serviceType: 3,
    name: { en: 'du prepaid', ar: 'دو مسبق الدفع' },
    planType: 1,
    autopay: false,
    prepaid: true,
  },
  {
    code: 'DU0002',
    entity: 'du',
    serviceType: 3,
    name: { en: 'du postpaid', ar: 'دو آجل الدفع' },
    planType: 3,
    autopay: true,
    prepaid: false,
  },
  {
    code: 'ADNOC0002',
    entity: 'adnocgas',
    serviceType: 4,
    name: { en: 'ADNOC Gas', ar: 'أدنوك للغاز' },
    autopay: true,
    prepaid: false,
  },
  {
    code: 'Salik0001',
    entity: 'salik',
    serviceType: 2,
    name: { en: 'Salik road toll', ar: 'سالك لرسوم الطرق' },
    autopay: false,
    prepaid: true,
  },
  {
    code: 'ADDA00002',
    entity: 'addc',
    serviceType: 8,
    name: { en: 'Abu Dhabi Distribution Company (ADDC)', ar: 'شركة أبوظبي للتوزيع' },
    autopay: true,
    accountNumberLength: 10,
    prepaid: false,
  },
  {
    code: 'AADC00001',
    entity: 'aadc',
    serviceType: 7,
    name: { en: 'Al Ain Distribution Company (AADC)', ar: 'شركة العين للتوزيع' },
    autopay: true,
    accountNumberLength: 10,
    prepaid: false,
  },
];

/** Entities a `{entity}` path segment may name. */
export const ENTITY_KEYS: readonly EntityKey[] = [
  'etisalat',
  'du',
  'adnocgas',
  'salik',
  'addc',
  'aadc',
  'darb',
];

/** Whether a path segment names a payment-hub entity. */
export function isEntityKey(value: string): value is EntityKey {
  return (ENTITY_KEYS as readonly string[]).includes(value);
}

/** The provider with this code (spec 000 §3), if any. */
export function providerByCode(code: string): Provider | undefined {
  return PROVIDERS.find((provider) => provider.code === code);
}

/** The products of one entity (Etisalat and du have prepaid and postpaid). */
export function providersOf(entity: EntityKey): Provider[] {
  return PROVIDERS.filter((provider) => provider.entity === entity);
}
