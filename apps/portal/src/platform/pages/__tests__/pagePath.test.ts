import {
  AUTOPAY_PATHS,
  PERSONAL_AREA_PATHS,
  TAMM_BY_YOU_PAGES,
  appointmentPath,
  documentDetailPath,
  documentsPath,
  journeyPath,
  localizedPath,
  lockedSessionPath,
  paymentsListPath,
  receiptPath,
  searchResultsPath,
  servicePagePath,
  supportCaseDetailPath,
  supportCenterPath,
  utilityPayPath,
  type PortalLocale,
} from '@portal/core';
import { describe, expect, it } from 'vitest';
import { pagePath } from '../pagePath';

const LOCALES: readonly PortalLocale[] = ['en', 'ar-AE'];

describe('pagePath', () => {
  it('writes a page of the table in a language, with its parameters as encoded segments', () => {
    expect(pagePath('en', 'home')).toBe('/en/');
    expect(pagePath('ar-AE', 'lockerJourney', { journeyId: 'jr 1/2' })).toBe(
      '/ar-AE/mylocker/journeys/jr%201%2F2',
    );
    expect(pagePath('en', 'utilitiesPay', { entity: 'addc', accountId: 'la-013' })).toBe(
      '/en/my-utilities/pay/addc/la-013',
    );
  });

  it('writes the query as the portal reads it back', () => {
    expect(pagePath('en', 'autopaySetupAccount', {}, { id: 'la-013' })).toBe(
      '/en/wb/dge/autopay/setup-autopay-account?id=la-013',
    );
    expect(pagePath('en', 'lockerPayments', {}, { dueOnly: true })).toBe(
      '/en/mylocker/payments/list?dueOnly=true',
    );
  });

  it('refuses an empty parameter rather than writing an address of another page', () => {
    expect(() => pagePath('en', 'lockerSupportCase', { caseId: ' ' })).toThrow(RangeError);
  });
});

/**
 * Core's path rules (the SDK's public addresses of spec 000 §2 and spec 001 §2, which its
 * notification destinations use) and the page table name the same pages: each address core
 * writes is the one the table's entry gives, so neither can move without the other.
 */
describe("core's path rules and the page table", () => {
  it.each(LOCALES)('agree on every page core can address (%s)', (locale) => {
    const pairs: readonly (readonly [string, string])[] = [
      [localizedPath(locale, PERSONAL_AREA_PATHS.myLocker), pagePath(locale, 'locker')],
      [
        localizedPath(locale, PERSONAL_AREA_PATHS.notifications),
        pagePath(locale, 'lockerNotifications'),
      ],
      [localizedPath(locale, PERSONAL_AREA_PATHS.myUtilities), pagePath(locale, 'utilitiesHub')],
      [localizedPath(locale, PERSONAL_AREA_PATHS.settings), pagePath(locale, 'settings')],
      [localizedPath(locale, PERSONAL_AREA_PATHS.myData), pagePath(locale, 'myData')],
      [lockedSessionPath(locale), pagePath(locale, 'settings', {}, { lock: true })],
      [paymentsListPath(locale), pagePath(locale, 'lockerPayments')],
      [
        paymentsListPath(locale, { txnCode: 'TXN-1' }),
        pagePath(locale, 'lockerPayments', {}, { txncode: 'TXN-1' }),
      ],
      [documentsPath(locale), pagePath(locale, 'lockerDocuments')],
      [
        documentDetailPath(locale, 'moi', 'doc-type-2', 'DOC-9013'),
        pagePath(locale, 'lockerDocument', { a: 'moi', b: 'doc-type-2', c: 'DOC-9013' }),
      ],
      [supportCenterPath(locale), pagePath(locale, 'lockerSupport')],
      [
        supportCaseDetailPath(locale, 'CAS-48134'),
        pagePath(locale, 'lockerSupportCase', { caseId: 'CAS-48134' }),
      ],
      [
        receiptPath(locale, 'addc', 'TXN-1'),
        pagePath(locale, 'utilitiesReceipt', { serviceId: 'addc', transactionId: 'TXN-1' }),
      ],
      [
        utilityPayPath(locale, 'addc', 'la-013'),
        pagePath(locale, 'utilitiesPay', { entity: 'addc', accountId: 'la-013' }),
      ],
      [journeyPath(locale, 'jr-0001'), pagePath(locale, 'lockerJourney', { journeyId: 'jr-0001' })],
      [
        appointmentPath(locale, 'apt-006'),
        pagePath(locale, 'lockerAppointment', { appointmentId: 'apt-006' }),
      ],
      [
        servicePagePath(locale, 'services/ded/business/renew-a-trade-licence') ?? 'no path',
        pagePath(locale, 'service', {
          entity: 'ded',
          category: 'business',
          slug: 'renew-a-trade-licence',
        }),
      ],
      [localizedPath(locale, AUTOPAY_PATHS.manage), pagePath(locale, 'autopayManage')],
      [localizedPath(locale, AUTOPAY_PATHS.setup), pagePath(locale, 'autopaySetup')],
      [localizedPath(locale, AUTOPAY_PATHS.setupAccount), pagePath(locale, 'autopaySetupAccount')],
      [
        localizedPath(locale, AUTOPAY_PATHS.manageAccount),
        pagePath(locale, 'autopayManageAccount'),
      ],
      [localizedPath(locale, TAMM_BY_YOU_PAGES.submitIdea.path), pagePath(locale, 'submitIdea')],
      [localizedPath(locale, TAMM_BY_YOU_PAGES.ideaDrafts.path), pagePath(locale, 'ideaDrafts')],
      [localizedPath(locale, TAMM_BY_YOU_PAGES.myIdeas.path), pagePath(locale, 'myIdeas')],
      [
        `/${locale}${searchResultsPath('licence')}`,
        pagePath(locale, 'searchResults', {}, { q: 'licence' }),
      ],
    ];
    for (const [core, table] of pairs) expect(table).toBe(core);
  });
});
