import { describe, expect, it } from 'vitest';
import { paymentReturnOf, paymentReturnSearch, receiptHrefOfReturn } from '../paymentReturnSearch';

describe('paymentReturnSearch', () => {
  it('keeps well-formed ids and a status word, drops anything else', () => {
    expect(
      paymentReturnSearch({
        transactionId: 'TXN-SBX-000001',
        serviceId: 'addc',
        status: 'Success',
        extra: 'x',
      }),
    ).toEqual({ transactionId: 'TXN-SBX-000001', serviceId: 'addc', status: 'Success' });
    expect(
      paymentReturnSearch({ transactionId: '../x', serviceId: 'a/b', status: 'Su ccess' }),
    ).toEqual({});
  });
});

describe('paymentReturnOf', () => {
  it('reads paid, declined, cancelled and failed returns, and no return at all', () => {
    expect(paymentReturnOf({})).toEqual({ kind: 'none' });
    expect(paymentReturnOf({ transactionId: 'T1', serviceId: 'addc', status: 'Success' })).toEqual({
      kind: 'paid',
      transactionId: 'T1',
      serviceId: 'addc',
    });
    expect(paymentReturnOf({ transactionId: 'T1', status: 'Declined' }).kind).toBe('declined');
    expect(paymentReturnOf({ transactionId: 'T1', status: 'Canceled' }).kind).toBe('cancelled');
    expect(paymentReturnOf({ transactionId: 'T1', status: 'Error' }).kind).toBe('failed');
  });
});

describe('receiptHrefOfReturn', () => {
  it('sends an approved return to its receipt in the page language', () => {
    expect(
      receiptHrefOfReturn('ar-AE', {
        transactionId: 'TXN-SBX-000001',
        serviceId: 'addc',
        status: 'Success',
      }),
    ).toBe('/ar-AE/my-utilities/receipt/addc/TXN-SBX-000001');
  });

  it('leaves every other return on the pay page', () => {
    expect(receiptHrefOfReturn('en', {})).toBeUndefined();
    expect(
      receiptHrefOfReturn('en', { transactionId: 'T1', serviceId: 'addc', status: 'Declined' }),
    ).toBeUndefined();
    // Approved but without the service the receipt address needs.
    expect(receiptHrefOfReturn('en', { transactionId: 'T1', status: 'Success' })).toBeUndefined();
  });
});
