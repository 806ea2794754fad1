/**
 * Names that appear as `{…}` segments in the spec's proxy paths
 * (`/api/proxy/{journey-service-common}/1.0/notifications/count`).
 *
 * The spec does not name the deployed services, so each defaults to its own placeholder text; a portal
 * passes the real names through `createPortalClient({ services })`.
 * Assumption: spec 000 §7 calls the spotlight service "highlights service" without a path; it is reached
 * through the proxy like its siblings, as `{highlights-service}`.
 */
export const DEFAULT_SERVICE_SEGMENTS = {
  'journey-service': 'journey-service',
  'journey-service-common': 'journey-service-common',
  'doc-engine': 'doc-engine',
  'recommendation-engine': 'recommendation-engine',
  'highlights-service': 'highlights-service',
} as const satisfies Record<string, string>;

export type ServiceSegment = keyof typeof DEFAULT_SERVICE_SEGMENTS;
export type ServiceSegments = Record<ServiceSegment, string>;
