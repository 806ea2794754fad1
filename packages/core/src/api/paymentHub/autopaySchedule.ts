import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import {
  saveAutopayScheduleCall,
  updateAutopayStatusCall,
  type AutopayStatusAction,
} from './autopayScheduleCalls';
import type { AutopayUtility } from './hubListsCalls';

/**
 * Sets up autopay on an eligible account, or changes its day; the account becomes active.
 * **Assumption**: recurringPayments/saveSchedule is not in spec 000 §7 (see `saveAutopayScheduleCall`).
 * @throws {PortalError} on any failure: `invalid-request` for a day outside 1–31 (nothing is sent),
 * `business` with the server's words on a refusal (an ineligible provider).
 */
export async function saveAutopaySchedule(
  client: PortalClient,
  input: { readonly id: string; readonly dayOfMonth: number; readonly maxAmount?: number },
  options: CallOptions = {},
): Promise<AutopayUtility> {
  const response = await client.send(saveAutopayScheduleCall, {
    request: {
      id: input.id,
      dayOfMonth: input.dayOfMonth,
      ...(input.maxAmount === undefined ? {} : { maxAmount: input.maxAmount }),
    },
    signal: options.signal,
  });
  return response.data;
}

/**
 * Pauses, resumes or cancels an account's autopay (which actions a state offers is the rules'
 * `autopayActionsOf`). **Assumption**: recurringPayments/updateStatus is not in spec 000 §7 (see
 * `updateAutopayStatusCall`).
 * @throws {PortalError} on any failure, `business` with the server's words on a refusal.
 */
export async function updateAutopayStatus(
  client: PortalClient,
  id: string,
  action: AutopayStatusAction,
  options: CallOptions = {},
): Promise<AutopayUtility> {
  const response = await client.send(updateAutopayStatusCall, {
    request: { id, action },
    signal: options.signal,
  });
  return response.data;
}
