/**
 * Public portal calls (spec 001 §7): CMS items (content, mini-app, language list), search suggestions,
 * the "All services" list by bundle and category,
 * suitable services, header, top banner, footer, feedback, favourites, the document engine, the
 * highlights service (spec 000 §7) and the sign-in / sign-out addresses.
 *
 * The lock and unlock calls live in `@portal/core/api/common` and are re-exported here; the bell count
 * and the actions/activities tabs are `getNotificationCount` and `getNotifications` of
 * `@portal/core/api/commonUi` (spec 001 §7 gives them no paths of their own).
 * @packageDocumentation
 */
export { getContentItem, type ContentItem } from './contentItem';
export {
  customItemCall,
  customItemRequestSchema,
  customItemResponseSchema,
  type CustomItemRequest,
  type CustomItemResponse,
} from './customItemCall';
export {
  documentRenderCall,
  documentRenderRequestSchema,
  documentRenderResponseSchema,
  type DocumentRenderRequest,
} from './documentRenderCall';
export { renderDocument, type RenderedDocument } from './renderDocument';
export {
  favouriteServiceSchema,
  favouriteServicesCall,
  favouriteServicesRequestSchema,
  type FavouriteService,
} from './favouriteServicesCall';
export { getFavouriteServices } from './favouriteServices';
export {
  favouriteChangeRequestSchema,
  favouriteOrderRequestSchema,
  MAX_FAVOURITES,
  orderFavouriteServicesCall,
  pinFavouriteServiceCall,
  unpinFavouriteServiceCall,
  type FavouriteChangeRequest,
  type FavouriteOrderRequest,
} from './favouriteChangeCalls';
export {
  orderFavouriteServices,
  pinFavouriteService,
  unpinFavouriteService,
} from './favouriteChanges';
export { feedbackCall, feedbackRequestSchema, type FeedbackRequest } from './feedbackCall';
export { submitFeedback } from './submitFeedback';
export {
  SEARCH_SUGGESTIONS_PAGE_SIZE,
  SEARCH_TABS,
  globalSearchCall,
  globalSearchRequestSchema,
  globalSearchResponseSchema,
  searchResultSchema,
  type GlobalSearchRequest,
  type SearchResult,
  type SearchTab,
} from './globalSearchCall';
export { searchSuggestions } from './searchSuggestions';
export {
  SEARCH_RESULTS_PAGE_SIZE,
  searchServices,
  type SearchResultsPage,
  type SearchServicesInput,
} from './searchServices';
export {
  HIGHLIGHTS_PLATFORM,
  SPOTLIGHT_STATUSES,
  announcementsCall,
  dashboardSpotlightsCall,
  highlightSchema,
  highlightsRequestSchema,
  notificationSpotlightsCall,
  spotlightInteractionsCall,
  spotlightInteractionsRequestSchema,
  whatsNewCall,
  type Highlight,
  type SpotlightInteractionsRequest,
} from './highlightsCalls';
export { getHighlights, recordSpotlightInteractions, type HighlightsList } from './highlights';
export {
  LANGUAGE_LIST_CACHE_KEY,
  getLanguageList,
  languageEntrySchema,
  type LanguageEntry,
} from './languageList';
export { footerCacheKey, getFooterData, getHeaderInfo, getTopBanner } from './layout';
export {
  footerDataCall,
  footerDataSchema,
  footerRequestSchema,
  headerInfoCall,
  headerInfoSchema,
  layoutRequestSchema,
  topBannerCall,
  topBannerSchema,
  type FooterData,
  type HeaderInfo,
  type TopBanner,
} from './layoutCalls';
export { getMiniApp, miniAppItemSchema, type MiniAppItem } from './miniApp';
export {
  SERVICE_LIST_AUDIENCES,
  SERVICE_LIST_BUNDLES,
  SERVICE_LIST_PERSONAS,
  SERVICE_LIST_PAGE_SIZE,
  serviceCategorySchema,
  serviceListCall,
  serviceListItemSchema,
  serviceListRequestSchema,
  serviceListResponseSchema,
  type RawServiceListItem,
  type ServiceListAudience,
  type ServiceListBundle,
  type ServiceListPersona,
  type ServiceListRequest,
} from './serviceListCall';
export {
  getServiceList,
  serviceListQueryOf,
  type ServiceCategory,
  type ServiceListInput,
  type ServiceListItem,
  type ServiceListPage,
} from './serviceList';
export { SMARTPASS_PROVIDER, smartpassUrl, type SmartpassUrlInput } from './smartpassUrl';
export {
  SUITABLE_SERVICES_LIMIT,
  suitableServiceSchema,
  suitableServicesCall,
  suitableServicesRequestSchema,
  suitableServicesResponseSchema,
  type RawSuitableService,
} from './suitableServicesCall';
export { getSuitableServices, type SuitableService } from './suitableServices';
export { lockSession, unlockSession, type UnlockOutcome } from '../common/stayConnected';
export type { KeyValueStorage } from '../internal/keyValueStorage';
