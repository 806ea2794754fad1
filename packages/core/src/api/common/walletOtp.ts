import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import {
  DEFAULT_WALLET_OTP_PROVIDER,
  walletSendOtpCall,
  walletVerifyOtpCall,
} from './walletOtpCalls';

/** Whether the code went out, and for how long it is valid when the server says. */
export interface OtpSent {
  readonly sent: boolean;
  readonly expiresInSeconds: number | undefined;
}

/**
 * Sends a one-time code to the user's mobile (spec 000 §7 POST /api/wallet/send-otp). Spaces and dashes
 * in the number are removed first.
 * @throws {PortalError} `invalid-request` for a number that is not a UAE mobile, or any failure.
 */
export async function sendWalletOtp(
  client: PortalClient,
  input: { readonly mobile: string; readonly provider?: string },
  options: CallOptions = {},
): Promise<OtpSent> {
  const response = await client.send(walletSendOtpCall, {
    request: {
      mobile: typeof input.mobile === 'string' ? input.mobile.replace(/[\s-]/g, '') : input.mobile,
      provider: input.provider ?? DEFAULT_WALLET_OTP_PROVIDER,
    },
    signal: options.signal,
  });
  return {
    sent: response?.success !== false,
    expiresInSeconds: response?.data?.expiresInSeconds ?? undefined,
  };
}

/**
 * Checks the one-time code (spec 000 §7 POST /api/wallet/verify-otp). Resolves `false` for a wrong code.
 * @throws {PortalError} on transport or format failures.
 */
export async function verifyWalletOtp(
  client: PortalClient,
  input: { readonly otpCode: string; readonly provider?: string },
  options: CallOptions = {},
): Promise<boolean> {
  const response = await client.send(walletVerifyOtpCall, {
    request: {
      otpCode: typeof input.otpCode === 'string' ? input.otpCode.trim() : input.otpCode,
      provider: input.provider ?? DEFAULT_WALLET_OTP_PROVIDER,
    },
    signal: options.signal,
  });
  return response?.success !== false && response?.data?.verified !== false;
}
