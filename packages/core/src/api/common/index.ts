/**
 * Common calls (spec 000 §7 "Common"): error logging, service reads, CMS reads, drafts, file upload,
 * wallet OTP, the Stay Signed-In lock and unlock (spec 001 §7) and the assumed activity report that
 * the session machine injects.
 * @packageDocumentation
 */
export {
  cmsItemCall,
  cmsItemRequestSchema,
  cmsItemResponseSchema,
  cmsPageCall,
  cmsPageRequestSchema,
  cmsPageResponseSchema,
  cmsSpecificItemCall,
  cmsSpecificItemRequestSchema,
  cmsSpecificItemResponseSchema,
  type CmsItemRequest,
  type CmsSpecificItemRequest,
} from './cmsCalls';
export { getCmsItem, getCmsPage, getCmsSpecificItems } from './cms';
export {
  ANNOUNCEMENT_PAGE_GROUP,
  getAnnouncementPage,
  getInformationPage,
  INFORMATION_PAGE_GROUP,
  INFORMATION_PAGE_NAMES,
  informationPageOf,
  isAnnouncementSlug,
  isInformationPageName,
  type InformationPage,
  type InformationPageName,
  type InformationSection,
} from './informationPage';
export {
  draftLoadCall,
  draftLoadResponseSchema,
  draftSaveCall,
  draftSaveRequestSchema,
  draftSaveResponseSchema,
  type DraftSaveRequest,
} from './draftCalls';
export { loadDraft, saveDraft, type DraftKey, type SavedDraft } from './drafts';
export { errorLogCall, errorLogRequestSchema, type ErrorLogRequest } from './errorLogCall';
export { logClientError, type LogClientErrorInput } from './logClientError';
export {
  fileUploadCall,
  fileUploadRequestSchema,
  fileUploadResponseSchema,
  type FileUploadResponse,
} from './fileUploadCall';
export {
  DEFAULT_UPLOAD_LIMITS,
  uploadFile,
  uploadLimitProblem,
  type UploadFileOptions,
  type UploadLimits,
  type UploadedFile,
} from './uploadFile';
export {
  relatedServiceSchema,
  serviceByGspPathCall,
  serviceByIdCall,
  serviceChannelSchema,
  serviceFeeSchema,
  serviceRequestSchema,
  serviceResponseSchema,
  serviceSchema,
  type PortalService,
  type RelatedServiceWire,
  type ServiceChannelWire,
  type ServiceFee,
  type ServiceRequest,
} from './serviceCalls';
export { getServiceByGspPath, getServiceById } from './services';
export { currentUserCall, currentUserSchema, type CurrentUserWire } from './currentUserCall';
export {
  currentUserOf,
  firstNameIn,
  getCurrentUser,
  userPhotoSrc,
  type BilingualText,
  type CurrentUser,
} from './currentUser';
export {
  personalProfileCall,
  personalProfileSchema,
  type PersonalProfileWire,
} from './personalProfileCall';
export {
  bilingualIn,
  getPersonalProfile,
  personalProfileOf,
  type IdentitySource,
  type PersonalProfile,
  type VerificationLevel,
} from './personalProfile';
export {
  lockSessionCall,
  lockSessionResponseSchema,
  unlockSessionCall,
  unlockSessionRequestSchema,
  unlockSessionResponseSchema,
  type LockSessionResponse,
  type UnlockSessionRequest,
  type UnlockSessionResponse,
} from './stayConnectedCalls';
export { lockSession, unlockSession, type UnlockOutcome } from './stayConnected';
export {
  sessionActivityCall,
  sessionActivityResponseSchema,
  type SessionActivityResponse,
} from './sessionActivityCall';
export { reportSessionActivity, type ActivityReportOutcome } from './sessionActivity';
export {
  DEFAULT_WALLET_OTP_PROVIDER,
  walletSendOtpCall,
  walletSendOtpRequestSchema,
  walletSendOtpResponseSchema,
  walletVerifyOtpCall,
  walletVerifyOtpRequestSchema,
  walletVerifyOtpResponseSchema,
} from './walletOtpCalls';
export { sendWalletOtp, verifyWalletOtp, type OtpSent } from './walletOtp';
export {
  feedbackCall,
  feedbackFieldRefusalSchema,
  feedbackRequestSchema,
  feedbackResponseSchema,
  type FeedbackRequest,
  type FeedbackResponse,
} from './feedbackCall';
export {
  FeedbackRefusal,
  isFeedbackRefusal,
  sendFeedback,
  type FeedbackRefusalReason,
  type FeedbackSent,
} from './feedback';
export {
  PIN_CHANGE_REFUSALS,
  changePinCall,
  changePinRequestSchema,
  changePinResponseSchema,
  notificationPreferenceRowSchema,
  notificationPreferencesCall,
  notificationPreferencesResponseSchema,
  saveNotificationPreferencesCall,
  saveNotificationPreferencesRequestSchema,
  type ChangePinRequest,
  type ChangePinResponse,
  type NotificationPreferencesResponse,
  type PinChangeRefusalCode,
  type SaveNotificationPreferencesRequest,
} from './settingsCalls';
export {
  NotificationPreferencesRefusal,
  changeStayConnectedPin,
  getNotificationPreferences,
  isNotificationPreferencesRefusal,
  saveNotificationPreferences,
  type PinChangeOutcome,
} from './settings';
