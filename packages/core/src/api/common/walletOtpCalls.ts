import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { optionalFlag, optionalNumeric } from '../internal/wireValues';

/** Identity provider of the wallet OTP (spec 000 §7: provider, default uaepass). */
export const DEFAULT_WALLET_OTP_PROVIDER = 'uaepass';

/**
 * Wire payload of send-otp (spec 000 §7: mobile, provider).
 * Choice: a UAE mobile number, `05XXXXXXXX`, `9715XXXXXXXX` or `+9715XXXXXXXX`.
 */
export const walletSendOtpRequestSchema = z.object({
  mobile: z
    .string()
    .check(z.regex(/^(\+?9715|05)\d{8}$/, 'expected a UAE mobile number such as 0501234567')),
  provider: z.string().check(z.minLength(1)),
});

/** Assumption: the answer says whether the code was sent and, optionally, how long it stays valid. */
export const walletSendOtpResponseSchema = z.nullish(
  z.object({
    success: z.nullish(z.boolean()),
    message: z.optional(z.unknown()),
    data: z.nullish(z.object({ expiresInSeconds: optionalNumeric })),
  }),
);

/** POST /api/wallet/send-otp (spec 000 §7). */
export const walletSendOtpCall = defineCall({
  id: 'common.walletSendOtp',
  method: 'POST',
  path: '/api/wallet/send-otp',
  request: walletSendOtpRequestSchema,
  response: walletSendOtpResponseSchema,
});

/** Wire payload of verify-otp (spec 000 §7: otpCode, provider). Choice: 4 to 8 digits. */
export const walletVerifyOtpRequestSchema = z.object({
  otpCode: z.string().check(z.regex(/^\d{4,8}$/, 'expected a 4 to 8 digit code')),
  provider: z.string().check(z.minLength(1)),
});

/** Assumption: `success` (and, when sent, `data.verified`) says whether the code matched. */
export const walletVerifyOtpResponseSchema = z.nullish(
  z.object({
    success: z.nullish(z.boolean()),
    message: z.optional(z.unknown()),
    data: z.nullish(z.object({ verified: optionalFlag })),
  }),
);

/** POST /api/wallet/verify-otp (spec 000 §7). */
export const walletVerifyOtpCall = defineCall({
  id: 'common.walletVerifyOtp',
  method: 'POST',
  path: '/api/wallet/verify-otp',
  request: walletVerifyOtpRequestSchema,
  response: walletVerifyOtpResponseSchema,
});
