/** The wallet status text that flags an expired KYC check (spec 000 §4). */
export const KYC_EXPIRED_WALLET_STATUS = 'KYC Expired';

/**
 * Whether a locker item's walletStatus is 'KYC Expired' (spec 000 §4).
 * Choice: compared ignoring case and surrounding or repeated spaces, since the value is free text
 * from the wallet provider; any other value, or none, is not flagged.
 */
export function isKycExpired(walletStatus: unknown): boolean {
  if (typeof walletStatus !== 'string') return false;
  return (
    walletStatus.trim().replace(/\s+/g, ' ').toLowerCase() ===
    KYC_EXPIRED_WALLET_STATUS.toLowerCase()
  );
}
