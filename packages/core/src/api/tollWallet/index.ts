/**
 * Toll wallet, Darb (spec 000 §7): profiles, registration, vehicles, wallets and top-up, toll and
 * financial history, rechargeable cards, lookups, related services and the terms content.
 * @packageDocumentation
 */
export {
  addCardCall,
  addTrafficFileCall,
  assignVehicleCall,
  cardActivationCall,
  cardWalletCall,
  cardsCall,
  createWalletCall,
  darbLookupsCall,
  darbRelatedServicesCall,
  darbTermsCall,
  darbTermsRequestSchema,
  financialTransactionsCall,
  registerUserCall,
  registrationDetailsCall,
  reorderVehiclesCall,
  tollHistoryCall,
  topUpWalletCall,
  unpaidTransactionsCall,
  updateWalletCall,
  userProfilesCall,
  vehicleDetailsCall,
  vehiclesCall,
  walletsInfoCall,
} from './darbCalls';
export { DARB_PREFIX } from './darbCall';
export {
  darbProfileSchema,
  darbVehicleDetailsSchema,
  darbVehicleSchema,
  darbWalletSchema,
  financialTransactionSchema,
  rechargeableCardSchema,
  tollTransactionSchema,
  type DarbProfile,
  type DarbVehicle,
  type DarbVehicleDetails,
  type DarbWallet,
  type FinancialTransaction,
  type RechargeableCard,
  type TollTransaction,
} from './darbSchemas';
export {
  addDarbTrafficFile,
  getDarbLookups,
  getDarbProfiles,
  getDarbRegistration,
  getDarbRelatedServices,
  getDarbTerms,
  registerDarbUser,
  type DarbRegistration,
} from './darbAccount';
export {
  addRechargeableCard,
  changeCardWallet,
  getRechargeableCards,
  setCardActive,
} from './darbCards';
export {
  DARB_HISTORY_DAYS,
  DARB_HISTORY_PAGE_SIZE,
  darbHistoryRange,
  getFinancialTransactions,
  getTollHistory,
  getUnpaidTolls,
  type DarbHistoryInput,
  type DarbHistoryRange,
  type DarbPage,
} from './darbHistory';
export { getDarbVehicleDetails, getDarbVehicles, reorderDarbVehicles } from './darbVehicles';
export {
  assignVehicleToWallet,
  createDarbWallet,
  getDarbWallets,
  topUpDarbWallet,
  updateDarbWallet,
} from './darbWallets';
