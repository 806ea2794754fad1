/**
 * The whole backend contract as data: every call definition of every area (spec 000 §7, spec 001 §7).
 * The sandbox's coverage test enumerates {@link allCalls} to prove it answers each one; importing this
 * entry pulls in every schema, so apps import areas instead.
 * @packageDocumentation
 */
import type { CallDefinition } from '../../client/defineCall';
import {
  appointmentByIdCall,
  combinedListCall,
  journeyByIdCall,
  journeyListCall,
  slaCall,
  spaceStatisticsCall,
} from '../applications/applicationCalls';
import {
  billDetailsCall,
  billDetailsV2Call,
  downloadBillV2Call,
  lastSixBillsCall,
  lastSixBillsV2Call,
  lastSixConsumptionsCall,
  lastSixConsumptionsV2Call,
  shareBillCall,
  utilityListCall,
} from '../bills/billCalls';
import { assistantAnswerCall } from '../assistant/assistantCalls';
import {
  communityProfileCall,
  communityProfileSaveCall,
  ideaCommentCall,
  ideaDetailsCall,
  ideaDraftCall,
  ideaDraftDeleteCall,
  ideaDraftListCall,
  ideaDraftSaveCall,
  ideaListCall,
  ideaSubmitCall,
  ideaSupportCall,
  ideaTopicsCall,
  leaderboardCall,
  myIdeasCall,
} from '../community/communityCalls';
import { cmsItemCall, cmsPageCall, cmsSpecificItemCall } from '../common/cmsCalls';
import { draftLoadCall, draftSaveCall } from '../common/draftCalls';
import { errorLogCall } from '../common/errorLogCall';
import { feedbackCall as sendFeedbackCall } from '../common/feedbackCall';
import { fileUploadCall } from '../common/fileUploadCall';
import { serviceByGspPathCall, serviceByIdCall } from '../common/serviceCalls';
import { currentUserCall } from '../common/currentUserCall';
import { personalProfileCall } from '../common/personalProfileCall';
import { lockSessionCall, unlockSessionCall } from '../common/stayConnectedCalls';
import {
  changePinCall,
  notificationPreferencesCall,
  saveNotificationPreferencesCall,
} from '../common/settingsCalls';
import { sessionActivityCall } from '../common/sessionActivityCall';
import { walletSendOtpCall, walletVerifyOtpCall } from '../common/walletOtpCalls';
import { discardDraftCall } from '../commonUi/discardDraftCall';
import { notificationCountCall } from '../commonUi/notificationCountCall';
import { notificationReadCall } from '../commonUi/notificationReadCall';
import { notificationsCall } from '../commonUi/notificationsCall';
import { widgetDataCall, widgetListCall, widgetUpsertCall } from '../commonUi/widgetCalls';
import {
  adpLookupCall,
  darbFinesTotalCall,
  mawaqifFinesTotalCall,
  parkingRelatedServicesCall,
  permitsCall,
  vehiclesByTrafficFileCall,
} from '../parking/parkingCalls';
import {
  journeyTransactionInquiryCall,
  paymentInitializeCall,
  receiptCall,
  transactionInquiryCall,
} from '../payment/paymentCalls';
import { paymentListCall } from '../payment/paymentListCalls';
import {
  saveAutopayScheduleCall,
  updateAutopayStatusCall,
} from '../paymentHub/autopayScheduleCalls';
import {
  autopayUtilitiesCall,
  entityLookupsCall,
  salikUnlinkedVehiclesCall,
} from '../paymentHub/hubListsCalls';
import {
  accountInquiryCall,
  allLinkedAccountsCall,
  availableEntitiesCall,
  deleteAccountCall,
  entityLinkedAccountsCall,
  updateNicknameCall,
  verifyAndLinkCall,
} from '../paymentHub/linkedAccountCalls';
import { customItemCall } from '../portal/customItemCall';
import { documentRenderCall } from '../portal/documentRenderCall';
import { favouriteServicesCall } from '../portal/favouriteServicesCall';
import {
  orderFavouriteServicesCall,
  pinFavouriteServiceCall,
  unpinFavouriteServiceCall,
} from '../portal/favouriteChangeCalls';
import { feedbackCall } from '../portal/feedbackCall';
import { globalSearchCall } from '../portal/globalSearchCall';
import {
  announcementsCall,
  dashboardSpotlightsCall,
  notificationSpotlightsCall,
  spotlightInteractionsCall,
  whatsNewCall,
} from '../portal/highlightsCalls';
import { footerDataCall, headerInfoCall, topBannerCall } from '../portal/layoutCalls';
import { serviceListCall } from '../portal/serviceListCall';
import { suitableServicesCall } from '../portal/suitableServicesCall';
import {
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
} from '../tollWallet/darbCalls';

/** A call definition of any request and response type (schemas are covariant in what they output). */
export type AnyCallDefinition = CallDefinition<unknown, unknown>;

/** The areas of `@portal/core/api/*`, each with its calls. */
export const callsByArea = {
  commonUi: [
    notificationCountCall,
    notificationsCall,
    notificationReadCall,
    discardDraftCall,
    widgetListCall,
    widgetDataCall,
    widgetUpsertCall,
  ],
  common: [
    errorLogCall,
    sendFeedbackCall,
    serviceByIdCall,
    serviceByGspPathCall,
    cmsPageCall,
    cmsItemCall,
    cmsSpecificItemCall,
    draftLoadCall,
    draftSaveCall,
    fileUploadCall,
    walletSendOtpCall,
    walletVerifyOtpCall,
    lockSessionCall,
    unlockSessionCall,
    currentUserCall,
    personalProfileCall,
    sessionActivityCall,
    changePinCall,
    notificationPreferencesCall,
    saveNotificationPreferencesCall,
  ],
  portal: [
    customItemCall,
    globalSearchCall,
    serviceListCall,
    suitableServicesCall,
    headerInfoCall,
    topBannerCall,
    footerDataCall,
    feedbackCall,
    favouriteServicesCall,
    pinFavouriteServiceCall,
    unpinFavouriteServiceCall,
    orderFavouriteServicesCall,
    documentRenderCall,
    dashboardSpotlightsCall,
    whatsNewCall,
    announcementsCall,
    notificationSpotlightsCall,
    spotlightInteractionsCall,
  ],
  paymentHub: [
    allLinkedAccountsCall,
    availableEntitiesCall,
    entityLinkedAccountsCall,
    updateNicknameCall,
    deleteAccountCall,
    entityLookupsCall,
    verifyAndLinkCall,
    accountInquiryCall,
    autopayUtilitiesCall,
    saveAutopayScheduleCall,
    updateAutopayStatusCall,
    salikUnlinkedVehiclesCall,
  ],
  payment: [
    paymentInitializeCall,
    transactionInquiryCall,
    receiptCall,
    journeyTransactionInquiryCall,
    paymentListCall,
  ],
  parking: [
    permitsCall,
    parkingRelatedServicesCall,
    vehiclesByTrafficFileCall,
    mawaqifFinesTotalCall,
    darbFinesTotalCall,
    adpLookupCall,
  ],
  tollWallet: [
    userProfilesCall,
    unpaidTransactionsCall,
    vehiclesCall,
    vehicleDetailsCall,
    reorderVehiclesCall,
    walletsInfoCall,
    topUpWalletCall,
    assignVehicleCall,
    createWalletCall,
    updateWalletCall,
    addTrafficFileCall,
    registrationDetailsCall,
    registerUserCall,
    darbLookupsCall,
    darbRelatedServicesCall,
    tollHistoryCall,
    financialTransactionsCall,
    addCardCall,
    cardsCall,
    cardActivationCall,
    cardWalletCall,
    darbTermsCall,
  ],
  bills: [
    billDetailsCall,
    billDetailsV2Call,
    lastSixBillsCall,
    lastSixBillsV2Call,
    lastSixConsumptionsCall,
    lastSixConsumptionsV2Call,
    downloadBillV2Call,
    shareBillCall,
    utilityListCall,
  ],
  applications: [
    journeyListCall,
    combinedListCall,
    journeyByIdCall,
    appointmentByIdCall,
    slaCall,
    spaceStatisticsCall,
  ],
  assistant: [assistantAnswerCall],
  community: [
    ideaListCall,
    ideaDetailsCall,
    ideaSupportCall,
    ideaCommentCall,
    ideaTopicsCall,
    ideaSubmitCall,
    ideaDraftSaveCall,
    ideaDraftListCall,
    ideaDraftCall,
    ideaDraftDeleteCall,
    myIdeasCall,
    leaderboardCall,
    communityProfileCall,
    communityProfileSaveCall,
  ],
} as const satisfies Record<string, readonly AnyCallDefinition[]>;

/** Every call definition of every area, once each (120 calls). */
export const allCalls: readonly CallDefinition<unknown, unknown>[] =
  Object.values(callsByArea).flat();
