/** Analytics events and the rule that keeps personal data out of them (spec 001 §7, spec 000 §4). @packageDocumentation */
export {
  ANALYTICS_BATCH_LIMIT,
  ANALYTICS_FOOTER_AREAS,
  ANALYTICS_LOCKER_STATUSES,
  ANALYTICS_WITHHELD,
  analyticsBatchSchema,
  analyticsEventSchema,
  analyticsLinkOf,
  analyticsRecordOf,
  analyticsRecordSchema,
  isAnalyticsLink,
  type AnalyticsBatch,
  type AnalyticsContext,
  type AnalyticsEvent,
  type AnalyticsFooterArea,
  type AnalyticsInput,
  type AnalyticsRecord,
} from './analyticsEvent';
export { analyticsConsentGiven } from './analyticsConsent';
