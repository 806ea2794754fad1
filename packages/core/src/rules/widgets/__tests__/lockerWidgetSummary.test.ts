import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCKER_WIDGET_IDS, lockerWidgetSummaryOf } from '../lockerWidgetSummary';

const now = new Date('2026-11-26T10:00:00Z');
const summary = (widgetId: string, data: unknown, extra: object = {}) =>
  lockerWidgetSummaryOf({ widgetId, title: ` ${widgetId} title `, ...extra }, data, 'en', now);

describe('lockerWidgetSummaryOf (SCREENS.md S3.1)', () => {
  it('counts applications, drafts and those waiting for the person', () => {
    expect(summary('applications', { total: 12, drafts: 3, actionRequired: '2' })).toEqual({
      id: 'applications',
      title: 'applications title',
      figures: [
        { key: 'applications.total', value: 12, kind: 'count' },
        { key: 'applications.drafts', value: 3, kind: 'count' },
        { key: 'applications.actionRequired', value: 2, kind: 'count' },
      ],
      href: undefined,
      kycExpired: false,
      nextAppointmentAt: undefined,
    });
  });

  it('sums what is due in fils and leads to the due payments', () => {
    const result = summary('payments', {
      dueAccounts: [{ dueAmount: 0.1 }, { dueAmount: '0.2' }, { dueAmount: 'n/a' }],
    });
    expect(result?.figures).toEqual([
      { key: 'payments.accounts', value: 3, kind: 'count' },
      { key: 'payments.amountDue', value: 0.3, kind: 'amount' },
    ]);
    expect(result?.href).toBe('/en/mylocker/payments/list?dueOnly=true');
  });

  it('flags a wallet whose KYC expired and leads to the toll wallet in the page language', () => {
    const result = lockerWidgetSummaryOf(
      { widgetId: 'wallet' },
      {
        wallets: [
          { balance: 40.5, walletStatus: 'Active' },
          { balance: 9.5, walletStatus: ' kyc  EXPIRED ' },
        ],
      },
      'ar-AE',
      now,
    );
    expect(result?.kycExpired).toBe(true);
    expect(result?.figures).toContainEqual({ key: 'wallet.balance', value: 50, kind: 'amount' });
    expect(result?.href).toBe('/ar-AE/my-utilities/toll-wallet');
    expect(summary('wallet', { wallets: [{ walletStatus: 'Active' }] })?.kycExpired).toBe(false);
  });

  it('leads to the soonest upcoming appointment and leaves past ones out', () => {
    const result = summary('appointments', {
      items: [
        { AppointmentID: 'apt-9', AppointmentStartDateTime: '2026-12-20T08:00:00Z' },
        { AppointmentID: 'apt-2', AppointmentStartDateTime: '2026-12-01T08:00:00Z' },
        { AppointmentID: 'apt-1', AppointmentStartDateTime: '2026-11-01T08:00:00Z' },
        { AppointmentID: 'apt-x', AppointmentStartDateTime: 'soon' },
      ],
    });
    expect(result?.figures).toEqual([{ key: 'appointments.upcoming', value: 2, kind: 'count' }]);
    expect(result?.href).toBe('/en/mylocker/appointments/apt-2');
    expect(result?.nextAppointmentAt?.toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('counts open support cases only (5 resolved and 6 closed are over)', () => {
    const items = [1, 2, 3, 4, 5, 6, 100000015].map((statusCode) => ({ statusCode }));
    expect(summary('supportCases', { items })?.figures).toEqual([
      { key: 'supportCases.open', value: 5, kind: 'count' },
    ]);
    expect(summary('supportCases', { items })?.href).toBe('/en/mylocker/SupportCenter');
  });

  it('counts documents and unread spotlights', () => {
    expect(summary('documents', { items: [{}, {}] })?.figures).toEqual([
      { key: 'documents.total', value: 2, kind: 'count' },
    ]);
    expect(summary('documents', {})?.href).toBe('/en/mylocker/MyDocuments');
    expect(summary('spotlights', { unread: 4 })?.figures).toEqual([
      { key: 'spotlights.unread', value: 4, kind: 'count' },
    ]);
  });

  it('leaves out unknown and hidden widgets, and a malformed figure rather than guessing it', () => {
    expect(summary('weather', { degrees: 31 })).toBeUndefined();
    expect(summary('documents', { items: [] }, { isVisible: false })).toBeUndefined();
    expect(summary('applications', { total: -1, drafts: 'many' })?.figures).toEqual([]);
    expect(summary('spotlights', null)?.figures).toEqual([]);
  });

  it('never throws, whatever the service sends', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCKER_WIDGET_IDS, 'other'),
        fc.anything(),
        fc.option(fc.boolean(), { nil: undefined }),
        (widgetId, data, isVisible) => {
          const result = lockerWidgetSummaryOf({ widgetId, isVisible }, data, 'en', now);
          if (result === undefined) return;
          for (const figure of result.figures) expect(Number.isFinite(figure.value)).toBe(true);
        },
      ),
    );
  });
});
