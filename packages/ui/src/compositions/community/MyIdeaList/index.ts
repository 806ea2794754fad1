export {
  MyIdeaList,
  type MyIdeaItem,
  type MyIdeaLinkProps,
  type MyIdeaListLabels,
  type MyIdeaListProps,
} from './MyIdeaList';
