import type { PortalClient } from '../../client/createPortalClient';
import { isPaymentEntity, type PaymentEntity } from '../../rules/providers/paymentProviders';

/** Prefix of every payment-hub call (spec 000 §7). */
export const PAYMENT_HUB_PREFIX = '/api/proxy/paymentHub/paymentHub';

/**
 * The `{entity}` path parameter, checked: an entity outside spec 000 §3's list is refused before any
 * request, so a typo cannot reach another endpoint.
 * @internal
 */
export function entityParams(
  client: PortalClient,
  callId: string,
  entity: PaymentEntity,
): { entity: string } {
  if (!isPaymentEntity(entity)) {
    throw client.fail({
      kind: 'invalid-request',
      call: callId,
      issues: [
        `entity: expected one of etisalat, salik, du, adnocgas, darb, aadc, addc, got ${JSON.stringify(entity)}`,
      ],
    });
  }
  return { entity };
}
