export {
  Breadcrumbs,
  type BreadcrumbsItem,
  type BreadcrumbsLinkProps,
  type BreadcrumbsProps,
} from './Breadcrumbs';
