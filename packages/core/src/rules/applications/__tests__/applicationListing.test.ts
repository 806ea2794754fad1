import { describe, expect, it } from 'vitest';
import {
  applicationListFiltersOf,
  DEFAULT_APPLICATION_LIST_FILTERS,
} from '../applicationListFilters';
import { entityFilterOptionsOf } from '../entityFilterOptions';
import { isKycExpired } from '../walletStatus';

describe('isKycExpired', () => {
  it.each([
    ['KYC Expired', true],
    [' kyc  expired ', true],
    ['KYC Valid', false],
    ['', false],
    [null, false],
    [1, false],
  ])('%j → %s', (status, flagged) => {
    expect(isKycExpired(status)).toBe(flagged);
  });
});

describe('applicationListFiltersOf', () => {
  it('defaults to drafts and delegated requests included', () => {
    expect(applicationListFiltersOf()).toEqual(DEFAULT_APPLICATION_LIST_FILTERS);
  });

  it('makes onlyDrafts imply addDrafts', () => {
    expect(applicationListFiltersOf({ onlyDrafts: true, addDrafts: false })).toEqual({
      addDrafts: true,
      addDelegated: true,
      onlyDrafts: true,
    });
  });

  it('ignores values that are not booleans', () => {
    expect(applicationListFiltersOf({ addDrafts: 'false', addDelegated: false })).toEqual({
      addDrafts: true,
      addDelegated: false,
      onlyDrafts: false,
    });
  });
});

describe('entityFilterOptionsOf', () => {
  const adge = [
    { Code: 'DMT', Name_EN: 'Transport', Name_AR: 'النقل' },
    { Code: 'ADP', Name_EN: 'Police', Name_AR: 'الشرطة' },
    { Code: 'DMT', Name_EN: 'Duplicate' },
    { Name_EN: 'No code' },
    { ID: 42 },
    null,
  ];

  it('reads the nameEn / nameAr spelling of the lookup (as the sandbox sends ADGE)', () => {
    const lookup = [
      { id: 'ADGE-DOH', nameEn: 'Department of Health', nameAr: 'دائرة الصحة' },
      { id: 'ADGE-ADP', nameEn: 'Abu Dhabi Police', nameAr: 'شرطة أبوظبي' },
    ];
    expect(entityFilterOptionsOf(lookup, 'en')).toEqual([
      { value: 'ADGE-ADP', label: 'Abu Dhabi Police' },
      { value: 'ADGE-DOH', label: 'Department of Health' },
    ]);
    expect(entityFilterOptionsOf(lookup, 'ar').map((option) => option.label)).toEqual([
      'دائرة الصحة',
      'شرطة أبوظبي',
    ]);
  });

  it('builds sorted, de-duplicated options in the requested language', () => {
    expect(entityFilterOptionsOf(adge, 'en')).toEqual([
      { value: '42', label: '42' },
      { value: 'ADP', label: 'Police' },
      { value: 'DMT', label: 'Transport' },
    ]);
    expect(entityFilterOptionsOf(adge, 'ar').map((option) => option.label)).toEqual([
      '42',
      'الشرطة',
      'النقل',
    ]);
  });

  it.each([undefined, null, {}, 'ADGE'])('gives no options for %j', (group) => {
    expect(entityFilterOptionsOf(group, 'en')).toEqual([]);
  });
});
