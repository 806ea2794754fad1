import { describe, expect, it } from 'vitest';
import { AUTOPAY_PATHS } from '../autopayPaths';
import {
  appointmentPath,
  documentDetailPath,
  documentsPath,
  journeyPath,
  paymentsListPath,
  receiptPath,
  utilityPayPath,
  supportCaseDetailPath,
  supportCenterPath,
} from '../lockerPaths';
import { PERSONAL_AREA_PATHS, localizedPath, lockedSessionPath } from '../personalAreaPaths';
import { searchResultsPath } from '../searchResultsPath';
import { ideaPage, TAMM_BY_YOU_PAGES, tammByYouHeaderStyleOf } from '../tammByYouPaths';

describe('locker paths (spec 000 §2)', () => {
  it('builds the payments list, with dueOnly or txncode', () => {
    expect(paymentsListPath('en')).toBe('/en/mylocker/payments/list');
    expect(paymentsListPath('ar-AE', { dueOnly: true })).toBe(
      '/ar-AE/mylocker/payments/list?dueOnly=true',
    );
    expect(paymentsListPath('en', { txnCode: 'TX 1/2' })).toBe(
      '/en/mylocker/payments/list?txncode=TX+1%2F2',
    );
    expect(paymentsListPath('en', { txnCode: '  ' })).toBe('/en/mylocker/payments/list');
    const both = { dueOnly: true, txnCode: 'T9' } as unknown as { txnCode: string };
    expect(paymentsListPath('en', both)).toBe('/en/mylocker/payments/list?txncode=T9');
  });

  it('builds documents and their detail, encoding each segment', () => {
    expect(documentsPath('en')).toBe('/en/mylocker/MyDocuments');
    expect(documentDetailPath('ar-AE', 'a', 2, 'c/d')).toBe(
      '/ar-AE/mylocker/MyDocuments/details/a/2/c%2Fd',
    );
    expect(() => documentDetailPath('en', 'a', '', 'c')).toThrow(
      /documentDetailPath: b must be a non-empty string or number/,
    );
  });

  it('builds the support center and a case detail', () => {
    expect(supportCenterPath('en')).toBe('/en/mylocker/SupportCenter');
    expect(supportCaseDetailPath('en', 'CAS-123')).toBe(
      '/en/mylocker/SupportCenter/Details/CAS-123',
    );
    expect(supportCaseDetailPath('en', '../x')).toBe('/en/mylocker/SupportCenter/Details/..%2Fx');
    expect(() => supportCaseDetailPath('en', Number.NaN)).toThrow(RangeError);
  });

  it('builds a journey’s view and an appointment’s details, one encoded segment each', () => {
    expect(journeyPath('en', 'jr-0001')).toBe('/en/mylocker/journeys/jr-0001');
    expect(appointmentPath('ar-AE', 'apt-006')).toBe('/ar-AE/mylocker/appointments/apt-006');
    expect(appointmentPath('en', 'a/../b?x')).toBe('/en/mylocker/appointments/a%2F..%2Fb%3Fx');
    expect(() => journeyPath('en', ' ')).toThrow(RangeError);
  });

  it('builds the receipt with serviceId and transactionId', () => {
    expect(receiptPath('en', 8, 'T-1')).toBe('/en/my-utilities/receipt/8/T-1');
  });

  it('builds the pay page of one account, its segments encoded, and refuses an empty one', () => {
    expect(utilityPayPath('ar-AE', 'addc', 'la-013')).toBe('/ar-AE/my-utilities/pay/addc/la-013');
    expect(utilityPayPath('en', 'du', 'a/b')).toBe('/en/my-utilities/pay/du/a%2Fb');
    expect(() => utilityPayPath('en', '', 'x')).toThrow(RangeError);
  });

  it('keeps the autopay paths as the spec writes them', () => {
    expect(AUTOPAY_PATHS).toEqual({
      setup: '/wb/dge/autopay/setup-autopay',
      setupAccount: '/wb/dge/autopay/setup-autopay-account',
      manage: '/my-utilities/manage-autopay',
      manageAccount: '/wb/dge/autopay/manage-autopay-account',
    });
  });
});

describe('personal areas and search (spec 001 §2)', () => {
  it('prefixes personal areas with the locale', () => {
    expect(localizedPath('ar-AE', PERSONAL_AREA_PATHS.notifications)).toBe(
      '/ar-AE/mylocker/notifications',
    );
    expect(localizedPath('en', '/')).toBe('/en/');
    expect(lockedSessionPath('en')).toBe('/en/my-data/settings?lock=true');
  });

  it('builds search results', () => {
    expect(searchResultsPath(' driving licence ')).toBe('/searchresults?q=driving+licence');
    expect(searchResultsPath('رخصة')).toBe('/searchresults?q=%D8%B1%D8%AE%D8%B5%D8%A9');
    expect(searchResultsPath('  ')).toBe('/searchresults');
  });
});

describe('tamm-by-you pages', () => {
  it('builds idea pages from numeric ids only', () => {
    expect(ideaPage(42)).toEqual({ path: '/tamm-by-you/ideas/42', headerStyle: 'dark' });
    expect(ideaPage('7')).toEqual({ path: '/tamm-by-you/ideas/7', headerStyle: 'dark' });
    expect(() => ideaPage('drafts')).toThrow(/ideaPage: id must be a whole number/);
    expect(() => ideaPage(-1)).toThrow(RangeError);
  });

  it('knows the header style of every page', () => {
    for (const page of Object.values(TAMM_BY_YOU_PAGES))
      expect(tammByYouHeaderStyleOf(page.path)).toBe(page.headerStyle);
    expect(tammByYouHeaderStyleOf('/en/tamm-by-you/leaderboard/')).toBe('transparent');
    expect(tammByYouHeaderStyleOf('/tamm-by-you/ideas/99')).toBe('dark');
    expect(tammByYouHeaderStyleOf('/mylocker')).toBeUndefined();
  });
});
