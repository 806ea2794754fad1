export {
  SiteHeader,
  type SiteHeaderAccount,
  type SiteHeaderLabels,
  type SiteHeaderLink,
  type SiteHeaderProps,
  type SiteHeaderStyle,
} from './SiteHeader';
