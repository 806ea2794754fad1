/** Mobile plan types (spec 000 §3): 1 prepaid, 3 postpaid. */
export const MOBILE_PLAN_TYPES = { prepaid: 1, postpaid: 3 } as const;
export type MobilePlanType = keyof typeof MOBILE_PLAN_TYPES;

/** The plan type for a mobile plan id (1 prepaid, 3 postpaid), or `undefined`. */
export function mobilePlanTypeOf(id: unknown): MobilePlanType | undefined {
  const value = typeof id === 'string' ? Number(id.trim()) : id;
  if (value === MOBILE_PLAN_TYPES.prepaid) return 'prepaid';
  if (value === MOBILE_PLAN_TYPES.postpaid) return 'postpaid';
  return undefined;
}
