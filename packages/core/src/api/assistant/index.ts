/**
 * The assistant (issue R, SCREENS.md S9.1): the provider slot every assistant plugs into, the parts
 * of an answer, and the HTTP provider that reads the backend's streamed answer (ASSUMED call).
 * @packageDocumentation
 */
export {
  ASSISTANT_MAX_MESSAGE_LENGTH,
  ASSISTANT_MAX_MESSAGES,
  assistantAnswerCall,
  assistantRequestSchema,
  type AssistantWireRequest,
} from './assistantCalls';
export {
  assistantApplicationPartSchema,
  assistantBillPartSchema,
  assistantDonePartSchema,
  assistantFailurePartSchema,
  assistantLinkPartSchema,
  assistantServicePartSchema,
  assistantSuggestionsPartSchema,
  assistantTextPartSchema,
  assistantWirePartSchema,
  type AssistantApplicationPart,
  type AssistantBillPart,
  type AssistantErrorPart,
  type AssistantFailureReason,
  type AssistantLinkPart,
  type AssistantPart,
  type AssistantServicePart,
  type AssistantSuggestionsPart,
  type AssistantTextPart,
  type AssistantWirePart,
} from './assistantParts';
export type {
  AssistantAnswerOptions,
  AssistantMessage,
  AssistantProvider,
  AssistantRequest,
  AssistantRole,
} from './AssistantProvider';
export {
  createHttpAssistantProvider,
  type HttpAssistantProviderOptions,
} from './createHttpAssistantProvider';
export { readAssistantStream, type ReadAssistantStreamOptions } from './readAssistantStream';
