export {
  IdeaSubmitForm,
  type IdeaAttachment,
  type IdeaAttachOutcome,
  type IdeaDraftSaveOutcome,
  type IdeaSendOutcome,
  type IdeaSubmitFormData,
  type IdeaSubmitFormInitial,
  type IdeaSubmitFormLabels,
  type IdeaSubmitFormProps,
  type IdeaTopicOption,
} from './IdeaSubmitForm';
