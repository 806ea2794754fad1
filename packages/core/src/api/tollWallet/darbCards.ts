import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { addCardCall, cardActivationCall, cardWalletCall, cardsCall } from './darbCalls';
import type { RechargeableCard } from './darbSchemas';

/**
 * The user's rechargeable cards (spec 000 §7 rechargeableCards/getCards).
 * @throws {PortalError} on any failure.
 */
export async function getRechargeableCards(
  client: PortalClient,
  options: CallOptions = {},
): Promise<RechargeableCard[]> {
  return (await client.send(cardsCall, { request: {}, signal: options.signal })).data;
}

/**
 * Adds a rechargeable card to a wallet (spec 000 §7 rechargeableCards/addCard). Spaces in the number
 * are removed first.
 * @throws {PortalError} `invalid-request` for a number that is not 6–20 digits, or any failure.
 */
export async function addRechargeableCard(
  client: PortalClient,
  input: { readonly cardNumber: string; readonly walletId: string },
  options: CallOptions = {},
): Promise<RechargeableCard> {
  const cardNumber =
    typeof input.cardNumber === 'string' ? input.cardNumber.replace(/\s+/g, '') : input.cardNumber;
  return (
    await client.send(addCardCall, {
      request: { cardNumber, walletId: input.walletId },
      signal: options.signal,
    })
  ).data;
}

/**
 * Activates or deactivates a card (spec 000 §7 rechargeableCards/changeCardActivation).
 * @throws {PortalError} on any failure.
 */
export async function setCardActive(
  client: PortalClient,
  input: { readonly cardId: string; readonly activate: boolean },
  options: CallOptions = {},
): Promise<void> {
  await client.send(cardActivationCall, { request: { ...input }, signal: options.signal });
}

/**
 * Moves a card to another wallet (spec 000 §7 rechargeableCards/changeLinkedWallet).
 * @throws {PortalError} on any failure.
 */
export async function changeCardWallet(
  client: PortalClient,
  input: { readonly cardId: string; readonly walletId: string },
  options: CallOptions = {},
): Promise<void> {
  await client.send(cardWalletCall, { request: { ...input }, signal: options.signal });
}
