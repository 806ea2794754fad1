/**
 * Autopay screens (spec 000 §2). These paths carry no language prefix in the spec; they are used as
 * written.
 */
export const AUTOPAY_PATHS = {
  setup: '/wb/dge/autopay/setup-autopay',
  setupAccount: '/wb/dge/autopay/setup-autopay-account',
  manage: '/my-utilities/manage-autopay',
  manageAccount: '/wb/dge/autopay/manage-autopay-account',
} as const;

export type AutopayScreen = keyof typeof AUTOPAY_PATHS;
