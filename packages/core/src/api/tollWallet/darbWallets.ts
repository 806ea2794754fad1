import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { safeUrl, type SafeUrlOptions } from '../../rules/security/safeUrl';
import {
  assignVehicleCall,
  createWalletCall,
  topUpWalletCall,
  updateWalletCall,
  walletsInfoCall,
} from './darbCalls';
import type { DarbWallet } from './darbSchemas';

/**
 * The user's toll wallets (spec 000 §7 wallets/getUserWalletsInfo).
 * @throws {PortalError} on any failure.
 */
export async function getDarbWallets(
  client: PortalClient,
  options: CallOptions = {},
): Promise<DarbWallet[]> {
  return (await client.send(walletsInfoCall, { request: {}, signal: options.signal })).data;
}

/**
 * Starts a wallet top-up (spec 000 §7 wallets/topUpWallet; minimum 10, spec 000 §9). The gateway URL
 * passes the `safeUrl` rule with `urlPolicy` before the caller may navigate to it.
 * @throws {PortalError} `invalid-request` under the minimum; `invalid-response` for a refused URL.
 */
export async function topUpDarbWallet(
  client: PortalClient,
  input: {
    readonly walletId: string;
    readonly amount: number;
    readonly displayTheme: 'dark' | 'light';
  },
  urlPolicy: SafeUrlOptions,
  options: CallOptions = {},
): Promise<{ readonly transactionId: string; readonly paymentUrl: URL }> {
  const { data } = await client.send(topUpWalletCall, {
    request: { ...input },
    signal: options.signal,
  });
  const checked = safeUrl(data.paymentUrl, urlPolicy);
  if (!checked.ok) {
    throw client.fail({
      kind: 'invalid-response',
      call: topUpWalletCall.id,
      issues: [`data.paymentUrl: refused (${checked.reason})`],
    });
  }
  return { transactionId: data.transactionId, paymentUrl: checked.url };
}

/**
 * Moves a vehicle to a wallet (spec 000 §2, §7 wallets/assignVehicleWithWallet).
 * @throws {PortalError} on any failure.
 */
export async function assignVehicleToWallet(
  client: PortalClient,
  input: { readonly walletId: string; readonly vehicleId: string },
  options: CallOptions = {},
): Promise<void> {
  await client.send(assignVehicleCall, { request: { ...input }, signal: options.signal });
}

/**
 * Creates a wallet (spec 000 §7 wallets/createWallet).
 * @throws {PortalError} on any failure.
 */
export async function createDarbWallet(
  client: PortalClient,
  name: string,
  options: CallOptions = {},
): Promise<DarbWallet> {
  return (
    await client.send(createWalletCall, {
      request: { name: typeof name === 'string' ? name.trim() : name },
      signal: options.signal,
    })
  ).data;
}

/**
 * Renames a wallet or changes its low-balance threshold (spec 000 §7 wallets/updateWallet).
 * @throws {PortalError} on any failure.
 */
export async function updateDarbWallet(
  client: PortalClient,
  input: {
    readonly walletId: string;
    readonly name?: string;
    readonly lowBalanceThreshold?: number;
  },
  options: CallOptions = {},
): Promise<void> {
  await client.send(updateWalletCall, { request: { ...input }, signal: options.signal });
}
