export {
  createPortalClient,
  type ApiLanguage,
  type CallOptions,
  type FetchLike,
  type PortalClient,
  type PortalClientOptions,
  type PortalIdentity,
  type Provided,
  type SendOptions,
} from './createPortalClient';
export {
  defineCall,
  pathPlaceholders,
  type CallDefinition,
  type HttpMethod,
  type PayloadEncoding,
} from './defineCall';
export {
  GENERIC_ERROR_KEY,
  PortalError,
  isPortalError,
  toUserMessage,
  type PortalErrorInit,
  type PortalErrorKind,
  type UserMessage,
} from './PortalError';
export {
  DEFAULT_SERVICE_SEGMENTS,
  type ServiceSegment,
  type ServiceSegments,
} from './serviceSegments';
export { failureTextOf } from './failureText';
export {
  scriptOfLocale,
  scriptOfText,
  serverTextAsString,
  serverTextFor,
  type ServerTextChoice,
  type TextScript,
} from './serverText';
export { canReportUploadProgress, type UploadProgress } from './xhrUploadFetch';
export { describeSchemaIssues, type SchemaIssue, type SchemaIssueSubject } from './schemaIssues';
