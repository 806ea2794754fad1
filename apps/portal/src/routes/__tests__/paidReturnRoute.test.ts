import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../routeTree';
import type { PaymentReturnSearch } from '../../platform/payment/paymentReturnSearch';

/** Runs the pay route's `beforeLoad` for a return and answers the redirect's address, if any. */
function redirectOf(locale: 'en' | 'ar-AE', search: PaymentReturnSearch): string | undefined {
  const beforeLoad = PAGE_ROUTES.utilitiesPay.options.beforeLoad as unknown as (context: {
    params: { locale: string; entity: string; accountId: string };
    search: PaymentReturnSearch;
  }) => void;
  try {
    beforeLoad({ params: { locale, entity: 'addc', accountId: 'la-013' }, search });
    return undefined;
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    expect(thrown.options.replace).toBe(true);
    return thrown.options.href;
  }
}

describe('the pay route on the payment page’s return', () => {
  it('sends an approved payment straight to its receipt, replacing the return address', () => {
    expect(
      redirectOf('en', { transactionId: 'TXN-SBX-000001', serviceId: 'addc', status: 'Success' }),
    ).toBe('/en/my-utilities/receipt/addc/TXN-SBX-000001');
  });

  it('keeps a declined payment and a plain visit on the pay page', () => {
    expect(
      redirectOf('ar-AE', {
        transactionId: 'TXN-SBX-000002',
        serviceId: 'addc',
        status: 'Declined',
      }),
    ).toBeUndefined();
    expect(redirectOf('en', {})).toBeUndefined();
  });
});
