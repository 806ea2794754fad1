import type * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';

/**
 * Prefix of the toll-wallet calls (spec 000 §7 "Toll wallet (darb)", prefix not shown).
 * Assumption: Darb is entity 6 of the payment hub (spec 000 §3), so its calls sit under the hub's proxy.
 */
export const DARB_PREFIX = '/api/proxy/paymentHub/darb';

/**
 * Declares one Darb call: POST with `?lang=` like every hub call. Choice: `success: false` is a refusal
 * whose message the user sees (spec 000 §8).
 * @internal
 */
export function darbCall<TRequest, TResponse>(
  name: string,
  request: z.ZodMiniType<TRequest>,
  response: z.ZodMiniType<TResponse>,
) {
  return defineCall({
    id: `tollWallet.${name.replace(/\//g, '.')}`,
    method: 'POST',
    path: `${DARB_PREFIX}/${name}`,
    langQuery: true,
    failsOnUnsuccessful: true,
    request,
    response,
  });
}
