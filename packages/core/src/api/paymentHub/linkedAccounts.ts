import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { entityOfServiceType, type PaymentEntity } from '../../rules/providers/paymentProviders';
import {
  accountInquiryCall,
  allLinkedAccountsCall,
  availableEntitiesCall,
  deleteAccountCall,
  entityLinkedAccountsCall,
  updateNicknameCall,
  verifyAndLinkCall,
  type AccountInquiry,
  type AvailableEntity,
  type RawLinkedAccount,
  type VerifyAndLinkRequest,
} from './linkedAccountCalls';
import { entityParams } from './paymentHubPaths';

/** A linked utility account, normalised (spec 000 §3). */
export interface LinkedAccount {
  readonly id: string;
  readonly subscriptionId: string | undefined;
  readonly nickname: string | undefined;
  readonly accountNumber: string | undefined;
  readonly serviceType: number | undefined;
  /** The entity of `serviceType` (spec 000 §3 ids), or `unknown` for an id this release does not know. */
  readonly entity: PaymentEntity | 'unknown';
  readonly transactionId: string | undefined;
  readonly providerCode: string | undefined;
  readonly dueAmount: number | undefined;
}

function toLinkedAccount(raw: RawLinkedAccount): LinkedAccount {
  return {
    id: raw.id,
    subscriptionId: raw.subscriptionId ?? undefined,
    nickname: raw.nickname ?? undefined,
    accountNumber: raw.accountNumber ?? undefined,
    serviceType: raw.serviceType ?? undefined,
    entity: entityOfServiceType(raw.serviceType) ?? 'unknown',
    transactionId: raw.transactionId ?? undefined,
    providerCode: raw.providerCode ?? undefined,
    dueAmount: raw.dueAmount ?? undefined,
  };
}

/**
 * Every linked account, or those of one entity (spec 000 §7 getAllLinkedAccounts, {entity}/getLinkedAccounts).
 * @throws {PortalError} on any failure; `business` with the hub's message on `success: false`.
 */
export async function getLinkedAccounts(
  client: PortalClient,
  entity?: PaymentEntity,
  options: CallOptions = {},
): Promise<LinkedAccount[]> {
  const response =
    entity === undefined
      ? await client.send(allLinkedAccountsCall, { request: {}, signal: options.signal })
      : await client.send(entityLinkedAccountsCall, {
          request: {},
          params: entityParams(client, entityLinkedAccountsCall.id, entity),
          signal: options.signal,
        });
  return response.data.map(toLinkedAccount);
}

/**
 * The entities the user can link accounts with (spec 000 §7 getAvailableEntitiesInfo).
 * @throws {PortalError} on any failure.
 */
export async function getAvailableEntities(
  client: PortalClient,
  options: CallOptions = {},
): Promise<AvailableEntity[]> {
  const response = await client.send(availableEntitiesCall, {
    request: {},
    signal: options.signal,
  });
  return response.data;
}

/**
 * Verifies an account with its provider and links it (spec 000 §7 {entity}/verifyAndLinkAccount).
 * @throws {PortalError} `invalid-request` for a non-digit account number or a bad nickname; `business`
 *   with the provider's message when the account cannot be linked.
 */
export async function linkAccount(
  client: PortalClient,
  entity: PaymentEntity,
  input: VerifyAndLinkRequest,
  options: CallOptions = {},
): Promise<LinkedAccount> {
  const response = await client.send(verifyAndLinkCall, {
    request: input,
    params: entityParams(client, verifyAndLinkCall.id, entity),
    signal: options.signal,
  });
  return toLinkedAccount(response.data);
}

/**
 * Renames a linked account (spec 000 §7 {entity}/updateNickName).
 * @throws {PortalError} on any failure, `business` on `success: false`.
 */
export async function updateNickname(
  client: PortalClient,
  entity: PaymentEntity,
  input: { readonly id: string; readonly nickname: string },
  options: CallOptions = {},
): Promise<void> {
  await client.send(updateNicknameCall, {
    request: {
      id: input.id,
      nickname: typeof input.nickname === 'string' ? input.nickname.trim() : input.nickname,
    },
    params: entityParams(client, updateNicknameCall.id, entity),
    signal: options.signal,
  });
}

/**
 * Unlinks an account (spec 000 §7 {entity}/deleteAccount).
 * @throws {PortalError} on any failure, `business` on `success: false`.
 */
export async function deleteLinkedAccount(
  client: PortalClient,
  entity: PaymentEntity,
  id: string,
  options: CallOptions = {},
): Promise<void> {
  await client.send(deleteAccountCall, {
    request: { id },
    params: entityParams(client, deleteAccountCall.id, entity),
    signal: options.signal,
  });
}

/**
 * The amount due on an account (spec 000 §7 {entity}/inquiry).
 * @throws {PortalError} on any failure, `business` with the provider's message on `success: false`.
 */
export async function inquireAccount(
  client: PortalClient,
  entity: PaymentEntity,
  input: { readonly accountNumber: string; readonly id?: string },
  options: CallOptions = {},
): Promise<AccountInquiry> {
  const response = await client.send(accountInquiryCall, {
    request: {
      accountNumber: input.accountNumber,
      ...(input.id === undefined ? {} : { id: input.id }),
    },
    params: entityParams(client, accountInquiryCall.id, entity),
    signal: options.signal,
  });
  return response.data;
}
