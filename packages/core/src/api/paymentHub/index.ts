/**
 * Payment hub (spec 000 §7, prefix /api/proxy/paymentHub/paymentHub/, POST with `?lang=`): linked
 * accounts, entities, nicknames, unlinking, lookups, verify-and-link, inquiry, autopay utilities (and,
 * as an assumption outside §7, saving, pausing, resuming and cancelling a schedule) and Salik's
 * unlinked vehicles.
 * @packageDocumentation
 */
export {
  autopayUtilitiesCall,
  autopayUtilitySchema,
  entityLookupsCall,
  entityLookupsResponseSchema,
  lookupOptionSchema,
  salikUnlinkedVehiclesCall,
  type AutopayUtility,
  type LookupOption,
} from './hubListsCalls';
export {
  AUTOPAY_STATUS_ACTIONS,
  saveAutopayScheduleCall,
  saveAutopayScheduleRequestSchema,
  updateAutopayStatusCall,
  updateAutopayStatusRequestSchema,
  type AutopayStatusAction,
  type SaveAutopayScheduleRequest,
  type UpdateAutopayStatusRequest,
} from './autopayScheduleCalls';
export { saveAutopaySchedule, updateAutopayStatus } from './autopaySchedule';
export {
  getAutopayUtilities,
  getEntityLookups,
  getUnlinkedSalikVehicles,
  loadSalikLookups,
  type EntityLookups,
  type LookupsLoad,
} from './hubLists';
export {
  accountInquiryCall,
  accountInquiryRequestSchema,
  accountInquirySchema,
  allLinkedAccountsCall,
  availableEntitiesCall,
  availableEntitySchema,
  deleteAccountCall,
  deleteAccountRequestSchema,
  entityLinkedAccountsCall,
  linkedAccountSchema,
  updateNicknameCall,
  updateNicknameRequestSchema,
  verifyAndLinkCall,
  verifyAndLinkRequestSchema,
  type AccountInquiry,
  type AvailableEntity,
  type RawLinkedAccount,
  type VerifyAndLinkRequest,
} from './linkedAccountCalls';
export {
  deleteLinkedAccount,
  getAvailableEntities,
  getLinkedAccounts,
  inquireAccount,
  linkAccount,
  updateNickname,
  type LinkedAccount,
} from './linkedAccounts';
export { PAYMENT_HUB_PREFIX } from './paymentHubPaths';
export { vehicleSchema, type Vehicle } from '../internal/vehicleSchema';
export {
  getUtilityHub,
  utilityHubOf,
  type UtilityHubCategory,
  type UtilityHubEntry,
} from './utilityHub';
export { utilityHubCategoryDueOf, utilityHubCategoryHasBills } from './utilityHubTotals';
