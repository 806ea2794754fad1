import { COLOR_SCHEME_ATTRIBUTE, parseColorScheme, paymentTotalOf } from '@portal/core';
import { initializePayment, type StartedPayment } from '@portal/core/api/payment';
import type { PortalClient } from '@portal/core/client';

/** One thing paid for: the provider's product and the account (or wallet) it credits. */
export interface PaymentItem {
  readonly providerCode: string;
  readonly accountNumber: string;
  readonly amount: number;
}

/** A payment to start, shared by the utilities hub and the toll wallet. */
export interface PaymentStart {
  readonly client: PortalClient;
  /** The service paid for; the receipt address carries it (`/my-utilities/receipt/{serviceId}/…`). */
  readonly serviceId: string;
  readonly items: readonly PaymentItem[];
  /**
   * Where the payment page sends the person back, a path of the portal with its language prefix
   * (`/en/my-utilities/pay/addc/la-013`); the gateway adds `transactionId`, `serviceId`, `status`.
   */
  readonly returnPath: `/${string}`;
  /** Default `Purchase` (spec 000 §3 payment modes). */
  readonly mode?: 'Capture' | 'Purchase';
}

/** The page's theme, as `<html data-theme>` holds it, for the gateway (spec 000 §7 displayTheme). */
export function pageTheme(root: Element = document.documentElement): 'dark' | 'light' {
  return parseColorScheme(root.getAttribute(COLOR_SCHEME_ATTRIBUTE)) === 'dark' ? 'dark' : 'light';
}

/** Payments started and not yet handed to the gateway, by service and items: a second submit waits for none. */
const inFlight = new Set<string>();

/** Thrown when the same payment is submitted again while the first is still starting. */
export class PaymentAlreadyStarting extends Error {
  constructor() {
    super('This payment is already being started.');
    this.name = 'PaymentAlreadyStarting';
  }
}

/**
 * Starts a payment (spec 000 §7 payment/initialize with the page's theme) and answers the gateway
 * page's URL, already checked by core's `safeUrl` against the portal's origin. The caller navigates.
 * The payment's amount is the items' total as core computes it (`paymentTotalOf`, whole fils), the
 * same sum the backend checks.
 * A second call for the same payment while the first is under way is refused
 * ({@link PaymentAlreadyStarting}), so a double click never opens two transactions; the gateway
 * itself refuses a finished payment a second time.
 * @throws {PortalError} from the call; {@link PaymentAlreadyStarting}; `RangeError` from
 * `paymentTotalOf` for an item without a finite amount.
 */
export async function startPayment(start: PaymentStart): Promise<StartedPayment> {
  const amount = paymentTotalOf(start.items);
  const key = JSON.stringify([start.serviceId, start.items]);
  if (inFlight.has(key)) throw new PaymentAlreadyStarting();
  inFlight.add(key);
  try {
    const origin = window.location.origin;
    return await initializePayment(
      start.client,
      {
        serviceId: start.serviceId,
        amount,
        currency: 'AED',
        mode: start.mode ?? 'Purchase',
        items: start.items.map((item) => ({ ...item })),
        returnUrl: new URL(start.returnPath, origin).href,
        displayTheme: pageTheme(),
      },
      { origin },
    );
  } finally {
    inFlight.delete(key);
  }
}
