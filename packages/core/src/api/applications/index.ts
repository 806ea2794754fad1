/**
 * Applications in progress (spec 000 §7): the journey list, requests and drafts combined, journey and
 * appointment by id, SLA, and space request statistics. Rows come back as normalised `Application`s.
 * @packageDocumentation
 */
export {
  LIST_CHANNEL_ID,
  SLA_CHANNEL_ID,
  applicationFiltersSchema,
  applicationHeaderSchema,
  applicationListRequestSchema,
  applicationPageSchema,
  appointmentByIdCall,
  appointmentByIdRequestSchema,
  combinedListCall,
  journeyByIdCall,
  journeyByIdRequestSchema,
  journeyListCall,
  slaCall,
  slaRequestSchema,
  spaceStatisticsCall,
  spaceStatisticsRequestSchema,
  spaceStatisticsSchema,
  type ApplicationHeader,
  type ApplicationListRequest,
  type SpaceStatistics,
} from './applicationCalls';
export {
  getAppointmentById,
  getApplicationSla,
  getJourneyById,
  getSpaceStatistics,
  type JourneyDetails,
  type SlaInput,
} from './applicationDetails';
export {
  COMBINED_LIST_PAGE_SIZE,
  COMBINED_LIST_SORTINGS,
  JOURNEY_LIST_PAGE_SIZE,
  JOURNEY_LIST_SORTINGS,
  getCombinedList,
  getJourneyList,
  type ApplicationListInput,
  type ApplicationPage,
} from './applicationLists';
export {
  loadSpaceStatistics,
  type LoadSpaceStatisticsOptions,
  type SpaceWithStatistics,
} from './loadSpaceStatistics';
export {
  SPACE_REQUEST_PAGES,
  loadSpaceRequests,
  type LoadSpaceRequestsOptions,
  type SpaceRequestsAnswer,
  type SpaceWithRequests,
} from './loadSpaceRequests';
