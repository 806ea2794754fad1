export {
  DocumentList,
  type DocumentGroupData,
  type DocumentItemData,
  type DocumentLinkProps,
  type DocumentListLabels,
  type DocumentListProps,
  type DocumentMarkData,
} from './DocumentList';
