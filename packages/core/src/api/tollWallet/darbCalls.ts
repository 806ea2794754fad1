import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { emptyRequestSchema, envelopeOf, outcomeResponseSchema } from '../internal/envelope';
import { lookupOptionSchema, relatedServiceSchema } from '../internal/lookupOptionSchema';
import { listOf, optionalFlag, optionalText } from '../internal/wireValues';
import { TOLL_MIN_TOP_UP } from '../../rules/payments/rechargeAmounts';
import { darbCall } from './darbCall';
import {
  dateRangeSchema,
  darbProfileSchema,
  darbVehicleDetailsSchema,
  darbVehicleSchema,
  darbWalletSchema,
  financialTransactionSchema,
  pageOf,
  pagingSchema,
  rechargeableCardSchema,
  tollTransactionSchema,
} from './darbSchemas';

/* The 21 toll-wallet calls of spec 000 §7 plus the terms content. Payloads not shown are Assumptions. */

const id = z.string().check(z.minLength(1));

// user
/** POST …/user/getUserProfiles (spec 000 §7). */
export const userProfilesCall = darbCall(
  'user/getUserProfiles',
  emptyRequestSchema,
  envelopeOf(listOf(darbProfileSchema)),
);
/** POST …/user/getUnpaidTransactions (spec 000 §7). Assumption: paged. */
export const unpaidTransactionsCall = darbCall(
  'user/getUnpaidTransactions',
  z.object({ ...pagingSchema }),
  envelopeOf(pageOf(tollTransactionSchema)),
);

// vehicles
/** POST …/vehicle/getVehicles (spec 000 §7). */
export const vehiclesCall = darbCall(
  'vehicle/getVehicles',
  emptyRequestSchema,
  envelopeOf(listOf(darbVehicleSchema)),
);
/** POST …/vehicle/getVehicleDetails (spec 000 §7). */
export const vehicleDetailsCall = darbCall(
  'vehicle/getVehicleDetails',
  z.object({ vehicleId: id }),
  envelopeOf(darbVehicleDetailsSchema),
);
/** POST …/vehicle/reorderVehicles (spec 000 §2 "reorder"). Assumption: the vehicle ids in their new order. */
export const reorderVehiclesCall = darbCall(
  'vehicle/reorderVehicles',
  z.object({ vehicleIds: z.array(id).check(z.minLength(1)) }),
  outcomeResponseSchema,
);

// wallets
/** POST …/wallets/getUserWalletsInfo (spec 000 §7). */
export const walletsInfoCall = darbCall(
  'wallets/getUserWalletsInfo',
  emptyRequestSchema,
  envelopeOf(listOf(darbWalletSchema)),
);
/**
 * POST …/wallets/topUpWallet (spec 000 §7). Minimum top-up 10 AED (spec 000 §5, §9).
 * Assumption: answers a payment to complete at the gateway, like payment/initialize.
 */
export const topUpWalletCall = darbCall(
  'wallets/topUpWallet',
  z.object({
    walletId: id,
    amount: z.number().check(z.minimum(TOLL_MIN_TOP_UP), z.maximum(100_000)),
    displayTheme: z.enum(['dark', 'light']),
  }),
  envelopeOf(z.object({ transactionId: id, paymentUrl: id })),
);
/** POST …/wallets/assignVehicleWithWallet (spec 000 §2 "assign to a wallet"). */
export const assignVehicleCall = darbCall(
  'wallets/assignVehicleWithWallet',
  z.object({ walletId: id, vehicleId: id }),
  outcomeResponseSchema,
);
/** POST …/wallets/createWallet (spec 000 §7). Assumption: a name; answers the new wallet. */
export const createWalletCall = darbCall(
  'wallets/createWallet',
  z.object({ name: z.string().check(z.minLength(1), z.maxLength(30)) }),
  envelopeOf(darbWalletSchema),
);
/** POST …/wallets/updateWallet (spec 000 §7). Assumption: rename and low-balance alert threshold. */
export const updateWalletCall = darbCall(
  'wallets/updateWallet',
  z.object({
    walletId: id,
    name: z.optional(z.string().check(z.minLength(1), z.maxLength(30))),
    lowBalanceThreshold: z.optional(z.number().check(z.nonnegative())),
  }),
  outcomeResponseSchema,
);

// registration
/** POST …/registration/addTrafficFile (spec 000 §7). */
export const addTrafficFileCall = darbCall(
  'registration/addTrafficFile',
  z.object({
    trafficFileNumber: z
      .string()
      .check(z.regex(/^\d{1,20}$/, 'expected a traffic file number (digits)')),
  }),
  outcomeResponseSchema,
);
/** POST …/registration/getUserDetails (spec 000 §7). Assumption: whether the user is registered with Darb, and the contact details on file. */
export const registrationDetailsCall = darbCall(
  'registration/getUserDetails',
  emptyRequestSchema,
  envelopeOf(
    z.object({
      registered: optionalFlag,
      fullName: optionalText,
      email: optionalText,
      mobile: optionalText,
      trafficFileNumbers: listOf(z.string()),
    }),
  ),
);
/** POST …/registration/registerUser (spec 000 §7). Assumption: contact details and the accepted terms. */
export const registerUserCall = darbCall(
  'registration/registerUser',
  z.object({
    email: z.email(),
    mobile: z
      .string()
      .check(z.regex(/^(\+?9715|05)\d{8}$/, 'expected a UAE mobile number such as 0501234567')),
    acceptTerms: z.literal(true),
  }),
  outcomeResponseSchema,
);

// reference data
/** POST …/lookups (spec 000 §7). Assumption: lookup lists by name, as the hub's entity lookups. */
export const darbLookupsCall = darbCall(
  'lookups',
  emptyRequestSchema,
  envelopeOf(z.record(z.string(), listOf(lookupOptionSchema))),
);
/** POST …/services/relatedServices (spec 000 §7). */
export const darbRelatedServicesCall = darbCall(
  'services/relatedServices',
  emptyRequestSchema,
  envelopeOf(listOf(relatedServiceSchema)),
);

// transactions
/** POST …/transactions/tollHistory (spec 000 §7). Assumption: date range, paging, optional vehicle. */
export const tollHistoryCall = darbCall(
  'transactions/tollHistory',
  z.object({ ...dateRangeSchema, ...pagingSchema, vehicleId: z.optional(id) }),
  envelopeOf(pageOf(tollTransactionSchema)),
);
/** POST …/transactions/financialTransactions (spec 000 §7). Assumption: date range, paging, optional wallet. */
export const financialTransactionsCall = darbCall(
  'transactions/financialTransactions',
  z.object({ ...dateRangeSchema, ...pagingSchema, walletId: z.optional(id) }),
  envelopeOf(pageOf(financialTransactionSchema)),
);

// rechargeable cards
/** POST …/rechargeableCards/addCard (spec 000 §7). Assumption: the card number (digits) and its wallet. */
export const addCardCall = darbCall(
  'rechargeableCards/addCard',
  z.object({
    cardNumber: z.string().check(z.regex(/^\d{6,20}$/, 'expected a card number (digits)')),
    walletId: id,
  }),
  envelopeOf(rechargeableCardSchema),
);
/** POST …/rechargeableCards/getCards (spec 000 §7). */
export const cardsCall = darbCall(
  'rechargeableCards/getCards',
  emptyRequestSchema,
  envelopeOf(listOf(rechargeableCardSchema)),
);
/** POST …/rechargeableCards/changeCardActivation (spec 000 §2 "activate or deactivate"). */
export const cardActivationCall = darbCall(
  'rechargeableCards/changeCardActivation',
  z.object({ cardId: id, activate: z.boolean() }),
  outcomeResponseSchema,
);
/** POST …/rechargeableCards/changeLinkedWallet (spec 000 §2 "change linked wallet"). */
export const cardWalletCall = darbCall(
  'rechargeableCards/changeLinkedWallet',
  z.object({ cardId: id, walletId: id }),
  outcomeResponseSchema,
);

// terms
/** Query of the Darb terms (spec 000 §7: lang and darkMode). */
export const darbTermsRequestSchema = z.object({
  lang: z.enum(['en', 'ar']),
  darkMode: z.boolean(),
});

/** GET /api/cms/getDarbTermsContent (spec 000 §7). Assumption: a title and the terms as HTML. */
export const darbTermsCall = defineCall({
  id: 'tollWallet.getDarbTermsContent',
  method: 'GET',
  path: '/api/cms/getDarbTermsContent',
  request: darbTermsRequestSchema,
  response: envelopeOf(z.object({ title: optionalText, content: z.string() })),
});
