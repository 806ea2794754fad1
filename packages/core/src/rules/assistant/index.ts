/** What a person asks the assistant for, read from their words (issue R). @packageDocumentation */
export {
  ASSISTANT_INTENTS,
  assistantIntentOf,
  assistantIntentOfAction,
  assistantTopicOf,
  assistantWordsOf,
  normaliseAssistantText,
  type AssistantIntent,
} from './assistantIntent';
