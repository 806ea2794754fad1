export {
  IdeaDetails,
  type IdeaCommentData,
  type IdeaDetailsData,
  type IdeaDetailsLabels,
  type IdeaDetailsProps,
} from './IdeaDetails';
