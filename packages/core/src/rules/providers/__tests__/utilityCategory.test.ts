import { describe, expect, it } from 'vitest';
import {
  CATEGORY_OF_ENTITY,
  isTopUpAccount,
  minimumPaymentOf,
  mobilePlanOfProvider,
} from '../utilityCategory';

describe('utility categories and plans', () => {
  it('puts each entity in the category spec 000 §1 names', () => {
    expect(CATEGORY_OF_ENTITY.addc).toBe('electricityWater');
    expect(CATEGORY_OF_ENTITY.aadc).toBe('electricityWater');
    expect(CATEGORY_OF_ENTITY.etisalat).toBe('mobileInternet');
    expect(CATEGORY_OF_ENTITY.salik).toBe('tolls');
    expect(CATEGORY_OF_ENTITY.adnocgas).toBe('gas');
  });

  it('reads the mobile plan from the product code and none for other providers', () => {
    expect(mobilePlanOfProvider('Etisalat0001')).toBe('prepaid');
    expect(mobilePlanOfProvider('DU0002')).toBe('postpaid');
    expect(mobilePlanOfProvider('ADDA00002')).toBeUndefined();
    expect(mobilePlanOfProvider(42)).toBeUndefined();
  });

  it('tops up tolls and prepaid mobiles, bills the rest', () => {
    expect(isTopUpAccount('salik', 'Salik0001')).toBe(true);
    expect(isTopUpAccount('du', 'DU0001')).toBe(true);
    expect(isTopUpAccount('du', 'DU0002')).toBe(false);
    expect(isTopUpAccount('addc', 'ADDA00002')).toBe(false);
  });

  it('never lets a toll minimum fall under 10', () => {
    expect(minimumPaymentOf('salik', 'Salik0001')).toBe(10);
    expect(minimumPaymentOf('salik', 'Salik0001', 5)).toBe(10);
    expect(minimumPaymentOf('addc', 'ADDA00002')).toBe(1);
    expect(minimumPaymentOf('addc', 'ADDA00002', 20)).toBe(20);
    expect(minimumPaymentOf('addc', 'ADDA00002', Number.NaN)).toBe(1);
  });
});
