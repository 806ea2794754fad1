/**
 * The manage-autopay screen, on its own so a rule that opens only this screen (notification
 * destinations) does not carry the whole {@link AUTOPAY_PATHS} table.
 * @internal
 */
export const MANAGE_AUTOPAY_PATH = '/my-utilities/manage-autopay';

/**
 * Autopay screens (spec 000 §2). These paths carry no language prefix in the spec; they are used as
 * written.
 */
export const AUTOPAY_PATHS = {
  setup: '/wb/dge/autopay/setup-autopay',
  setupAccount: '/wb/dge/autopay/setup-autopay-account',
  manage: MANAGE_AUTOPAY_PATH,
  manageAccount: '/wb/dge/autopay/manage-autopay-account',
} as const;

export type AutopayScreen = keyof typeof AUTOPAY_PATHS;
