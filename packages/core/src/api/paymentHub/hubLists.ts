import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { PortalError } from '../../client/PortalError';
import type { PaymentEntity } from '../../rules/providers/paymentProviders';
import type { Vehicle } from '../internal/vehicleSchema';
import {
  autopayUtilitiesCall,
  entityLookupsCall,
  salikUnlinkedVehiclesCall,
  type AutopayUtility,
  type LookupOption,
} from './hubListsCalls';
import { entityParams } from './paymentHubPaths';

/** Lookup lists of one entity, by lookup name. */
export type EntityLookups = Readonly<Record<string, LookupOption[]>>;

/**
 * The lookups of one entity (spec 000 §7 {entity}/lookups).
 * @throws {PortalError} on any failure.
 */
export async function getEntityLookups(
  client: PortalClient,
  entity: PaymentEntity,
  options: CallOptions = {},
): Promise<EntityLookups> {
  const response = await client.send(entityLookupsCall, {
    request: {},
    params: entityParams(client, entityLookupsCall.id, entity),
    signal: options.signal,
  });
  return response.data;
}

/** What a lookups screen holds after a load: the lists, and the failure to show when there is one. */
export interface LookupsLoad {
  readonly lookups: EntityLookups;
  readonly error: PortalError | undefined;
}

/**
 * The Salik lookups flow (spec 000 §8: "Salik lookups failure: lookups are cleared and the server
 * message is shown in an error alert"). Resolves with empty lookups and the error (whose `userMessage`
 * is the server's text when it sent one) instead of rejecting; the error still reaches `onError`.
 * @throws {PortalError} only of kind `aborted`.
 */
export async function loadSalikLookups(
  client: PortalClient,
  options: CallOptions = {},
): Promise<LookupsLoad> {
  try {
    return { lookups: await getEntityLookups(client, 'salik', options), error: undefined };
  } catch (error) {
    if (!(error instanceof PortalError) || error.kind === 'aborted') throw error;
    return { lookups: {}, error };
  }
}

/**
 * The user's utility accounts with their autopay settings (spec 000 §7 recurringPayments/getUtilitiesList).
 * `autopayStatus` is read by `autopayStateOf` in the rules.
 * @throws {PortalError} on any failure.
 */
export async function getAutopayUtilities(
  client: PortalClient,
  options: CallOptions = {},
): Promise<AutopayUtility[]> {
  const response = await client.send(autopayUtilitiesCall, { request: {}, signal: options.signal });
  return response.data;
}

/**
 * The user's vehicles not yet linked to Salik (spec 000 §7 salik/getAllUnlinkedVehicles).
 * @throws {PortalError} on any failure.
 */
export async function getUnlinkedSalikVehicles(
  client: PortalClient,
  options: CallOptions = {},
): Promise<Vehicle[]> {
  const response = await client.send(salikUnlinkedVehiclesCall, {
    request: {},
    signal: options.signal,
  });
  return response.data;
}
