import * as z from 'zod/mini';
import { vehicleSchema } from '../internal/vehicleSchema';
import {
  idText,
  listOf,
  optionalFlag,
  optionalIdText,
  optionalNumeric,
  optionalText,
} from '../internal/wireValues';

/*
 * Shapes of the toll wallet's answers. The spec lists the calls and screens (spec 000 §2: wallet info,
 * top-up, vehicles, rechargeable cards, toll history, financial and unpaid transactions, terms) but no
 * answer; every field below is an Assumption named after what those screens show.
 */

/** A Darb user profile (individual or company account). */
export const darbProfileSchema = z.object({
  profileId: idText,
  name: optionalText,
  trafficFileNumber: optionalIdText,
  accountType: optionalText,
  status: optionalText,
});

/** A toll wallet: its balance in AED, status and how many vehicles use it. */
export const darbWalletSchema = z.object({
  walletId: idText,
  name: optionalText,
  balance: optionalNumeric,
  status: optionalText,
  vehicleCount: optionalNumeric,
  lowBalanceThreshold: optionalNumeric,
});

/** A registered vehicle (spec 000 §3 plate) with its wallet and display order. */
export const darbVehicleSchema = z.extend(vehicleSchema, {
  walletId: optionalIdText,
  order: optionalNumeric,
});

/** Details of one vehicle: the list fields plus registration data. */
export const darbVehicleDetailsSchema = z.extend(darbVehicleSchema, {
  make: optionalText,
  model: optionalText,
  registrationExpiry: optionalText,
  isActive: optionalFlag,
});

/** One toll crossing, paid or unpaid. */
export const tollTransactionSchema = z.object({
  transactionId: idText,
  dateTime: optionalText,
  gate: optionalText,
  plateNumber: optionalIdText,
  amount: optionalNumeric,
  status: optionalText,
});

/** One money movement of a wallet (top-up, toll charge, refund). */
export const financialTransactionSchema = z.object({
  transactionId: idText,
  dateTime: optionalText,
  type: optionalText,
  amount: optionalNumeric,
  walletId: optionalIdText,
  balanceAfter: optionalNumeric,
});

/** A rechargeable card: masked number, linked wallet and whether it is active. */
export const rechargeableCardSchema = z.object({
  cardId: idText,
  maskedNumber: optionalText,
  walletId: optionalIdText,
  isActive: optionalFlag,
});

/** A page of a history list. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: listOf(item), totalCount: optionalNumeric });
}

/** Paging of the history lists. Choice: 1-based pages of up to 100 rows. */
export const pagingSchema = {
  pageNumber: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive(), z.maximum(100)),
};

/** A date range of the history lists, as ISO dates (YYYY-MM-DD). */
export const dateRangeSchema = {
  fromDate: z.iso.date(),
  toDate: z.iso.date(),
};

export type DarbProfile = z.infer<typeof darbProfileSchema>;
export type DarbWallet = z.infer<typeof darbWalletSchema>;
export type DarbVehicle = z.infer<typeof darbVehicleSchema>;
export type DarbVehicleDetails = z.infer<typeof darbVehicleDetailsSchema>;
export type TollTransaction = z.infer<typeof tollTransactionSchema>;
export type FinancialTransaction = z.infer<typeof financialTransactionSchema>;
export type RechargeableCard = z.infer<typeof rechargeableCardSchema>;
