export {
  AssistantConversation,
  type AssistantCard,
  type AssistantConversationLabels,
  type AssistantConversationMessage,
  type AssistantConversationProps,
  type AssistantLinkProps,
} from './AssistantConversation';
