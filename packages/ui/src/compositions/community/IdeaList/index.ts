export {
  IdeaList,
  type CommunityPersonData,
  type IdeaCardData,
  type IdeaLinkProps,
  type IdeaListLabels,
  type IdeaListProps,
  type IdeaStatusData,
} from './IdeaList';
