import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { emptyRequestSchema, envelopeOf, outcomeResponseSchema } from '../internal/envelope';
import {
  idText,
  listOf,
  optionalFlag,
  optionalIdText,
  optionalNumeric,
  optionalText,
} from '../internal/wireValues';
import { PAYMENT_HUB_PREFIX } from './paymentHubPaths';

/*
 * Linked utility accounts (spec 000 §7 payment hub: POST, `?lang=`). Choice: `success: false` from the
 * hub is a refusal whose message the user sees (spec 000 §8), so every hub call fails on it.
 */

/**
 * A linked account (spec 000 §3: id, subscriptionId, nickname, accountNumber, serviceType,
 * transactionId). Assumption: the hub may add the provider code and the amount due.
 */
export const linkedAccountSchema = z.object({
  id: idText,
  subscriptionId: optionalIdText,
  nickname: optionalText,
  accountNumber: optionalIdText,
  serviceType: optionalNumeric,
  transactionId: optionalIdText,
  providerCode: optionalText,
  dueAmount: optionalNumeric,
});

export type RawLinkedAccount = z.infer<typeof linkedAccountSchema>;

const linkedAccountsResponseSchema = envelopeOf(listOf(linkedAccountSchema));

/** POST …/getAllLinkedAccounts (spec 000 §7): every linked account of every entity. */
export const allLinkedAccountsCall = defineCall({
  id: 'paymentHub.getAllLinkedAccounts',
  method: 'POST',
  path: `${PAYMENT_HUB_PREFIX}/getAllLinkedAccounts`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: emptyRequestSchema,
  response: linkedAccountsResponseSchema,
});

/** POST …/{entity}/getLinkedAccounts (spec 000 §7). */
export const entityLinkedAccountsCall = defineCall({
  id: 'paymentHub.getLinkedAccounts',
  method: 'POST',
  path: `${PAYMENT_HUB_PREFIX}/{entity}/getLinkedAccounts`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: emptyRequestSchema,
  response: linkedAccountsResponseSchema,
});

/**
 * One entity the user can link (spec 000 §7 getAvailableEntitiesInfo, answer not shown).
 * Assumption: the entity's path name, its provider code, display names and whether autopay applies.
 */
export const availableEntitySchema = z.object({
  entity: z.string(),
  providerCode: optionalText,
  nameEn: optionalText,
  nameAr: optionalText,
  logoUrl: optionalText,
  autopayEligible: optionalFlag,
});

export type AvailableEntity = z.infer<typeof availableEntitySchema>;

/** POST …/getAvailableEntitiesInfo (spec 000 §7). */
export const availableEntitiesCall = defineCall({
  id: 'paymentHub.getAvailableEntitiesInfo',
  method: 'POST',
  path: `${PAYMENT_HUB_PREFIX}/getAvailableEntitiesInfo`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: emptyRequestSchema,
  response: envelopeOf(listOf(availableEntitySchema)),
});

/**
 * Nickname as the forms accept it (spec 000 §5, §9: optional, 3–30 characters, no special characters).
 * The full rule lives in the validation rules; the wire schema keeps the length bounds.
 */
const nicknameSchema = z.string().check(z.minLength(3), z.maxLength(30));

/** Wire payload of updateNickName. Assumption: the account's id and the new nickname. */
export const updateNicknameRequestSchema = z.object({
  id: z.string().check(z.minLength(1)),
  nickname: nicknameSchema,
});

/** POST …/{entity}/updateNickName (spec 000 §7). */
export const updateNicknameCall = defineCall({
  id: 'paymentHub.updateNickName',
  method: 'POST',
  path: `${PAYMENT_HUB_PREFIX}/{entity}/updateNickName`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: updateNicknameRequestSchema,
  response: outcomeResponseSchema,
});

/** Wire payload of deleteAccount. Assumption: the account's id. */
export const deleteAccountRequestSchema = z.object({ id: z.string().check(z.minLength(1)) });

/** POST …/{entity}/deleteAccount (spec 000 §7). */
export const deleteAccountCall = defineCall({
  id: 'paymentHub.deleteAccount',
  method: 'POST',
  path: `${PAYMENT_HUB_PREFIX}/{entity}/deleteAccount`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: deleteAccountRequestSchema,
  response: outcomeResponseSchema,
});

/**
 * Wire payload of verifyAndLinkAccount (spec 000 §2 account forms: account number, optional nickname;
 * §3 mobile plan type 1 prepaid, 3 postpaid). Account numbers are digits only (spec 000 §5).
 */
export const verifyAndLinkRequestSchema = z.object({
  accountNumber: z.string().check(z.regex(/^\d+$/, 'expected digits only')),
  nickname: z.optional(nicknameSchema),
  mobilePlanType: z.optional(z.union([z.literal(1), z.literal(3)])),
});

export type VerifyAndLinkRequest = z.infer<typeof verifyAndLinkRequestSchema>;

/** POST …/{entity}/verifyAndLinkAccount (spec 000 §7). Assumption: answers the new linked account. */
export const verifyAndLinkCall = defineCall({
  id: 'paymentHub.verifyAndLinkAccount',
  method: 'POST',
  path: `${PAYMENT_HUB_PREFIX}/{entity}/verifyAndLinkAccount`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: verifyAndLinkRequestSchema,
  response: envelopeOf(linkedAccountSchema),
});

/** Wire payload of the balance inquiry. Assumption: the account number and, when linked, its id. */
export const accountInquiryRequestSchema = z.object({
  accountNumber: z.string().check(z.regex(/^\d+$/, 'expected digits only')),
  id: z.optional(z.string()),
});

/**
 * Answer of the inquiry. Assumption: the amount due, the minimum payable (spec 000 §2 "minimum payment
 * amount"), the due date as DD-MM-YYYY (spec 000 §5) and the customer's name.
 */
export const accountInquirySchema = z.object({
  accountNumber: optionalIdText,
  dueAmount: optionalNumeric,
  minimumAmount: optionalNumeric,
  dueDate: optionalText,
  customerName: optionalText,
});

export type AccountInquiry = z.infer<typeof accountInquirySchema>;

/** POST …/{entity}/inquiry (spec 000 §7). */
export const accountInquiryCall = defineCall({
  id: 'paymentHub.inquiry',
  method: 'POST',
  path: `${PAYMENT_HUB_PREFIX}/{entity}/inquiry`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: accountInquiryRequestSchema,
  response: envelopeOf(accountInquirySchema),
});
