import { describe, expect, it } from 'vitest';
import { AUTOPAY_PROVIDERS, isAutopayEligible } from '../autopayEligibility';
import { autopayActionsOf, autopayStateOf } from '../autopayState';
import { mobilePlanTypeOf } from '../mobilePlanType';
import {
  PAYMENT_PROVIDER_CODES,
  SERVICE_TYPE_IDS,
  entityOfServiceType,
  entityPathSegmentOf,
} from '../paymentProviders';

describe('payment providers', () => {
  it('has the spec service-type ids', () => {
    expect(SERVICE_TYPE_IDS).toEqual({
      etisalat: 1,
      salik: 2,
      du: 3,
      adnocgas: 4,
      darb: 6,
      aadc: 7,
      addc: 8,
    });
  });

  it.each([
    ['Etisalat0001', 'etisalat'],
    ['Etisalat0002', 'etisalat'],
    ['DU0001', 'du'],
    ['DU0002', 'du'],
    ['ADNOC0002', 'adnocgas'],
    ['Salik0001', 'salik'],
    ['ADDA00002', 'addc'],
    ['AADC00001', 'aadc'],
    ['darb', 'darb'],
    [' AADC ', 'aadc'],
    ['toString', undefined],
    ['DU0003', undefined],
    [3, undefined],
  ])('%j uses the path segment %s', (provider, segment) => {
    expect(entityPathSegmentOf(provider)).toBe(segment);
  });

  it('maps service-type ids back to entities', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, '8', null].map(entityOfServiceType)).toEqual([
      'etisalat',
      'salik',
      'du',
      'adnocgas',
      undefined,
      'darb',
      'aadc',
      'addc',
      'addc',
      undefined,
    ]);
  });

  it('knows which provider codes take autopay', () => {
    expect(PAYMENT_PROVIDER_CODES.filter(isAutopayEligible)).toEqual([
      'Etisalat0002',
      'DU0002',
      'ADNOC0002',
      'ADDA00002',
      'AADC00001',
    ]);
    expect(AUTOPAY_PROVIDERS).toEqual(['aadc', 'addc', 'adnocgas', 'du', 'etisalat', 'salik']);
  });

  it.each([
    [1, 'prepaid'],
    ['3', 'postpaid'],
    [2, undefined],
    ['', undefined],
  ])('mobile plan %j is %s', (id, plan) => {
    expect(mobilePlanTypeOf(id)).toBe(plan);
  });

  it.each([
    [0, 'none'],
    [1, 'active'],
    ['2', 'paused'],
    [3, 'none'],
    [null, 'none'],
    ['', 'none'],
  ])('autopay state %j is %s', (value, state) => {
    expect(autopayStateOf(value)).toBe(state);
  });

  it('offers setup for none, pause for active and resume for paused; both can change day or cancel', () => {
    expect(autopayActionsOf('none')).toEqual(['setup']);
    expect(autopayActionsOf('active')).toEqual(['changeDay', 'pause', 'cancel']);
    expect(autopayActionsOf('paused')).toEqual(['changeDay', 'resume', 'cancel']);
  });
});
