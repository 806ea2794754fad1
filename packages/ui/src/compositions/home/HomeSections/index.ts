export {
  HomeSections,
  type HomeCategoriesSection,
  type HomeSectionsProps,
  type HomeServicesSection,
  type HomeSpacesSection,
} from './HomeSections';
export type { CategoryCardItem } from './CategoryCards';
export type { DownloadAppDialogProps } from './DownloadAppDialog';
export type { HomeBannerProps } from './HomeBanner';
export type { ServiceLinkItem } from './ServiceLinkList';
export type {
  GlanceListState,
  GlanceService,
  ServicesAtAGlanceLabels,
  ServicesAtAGlanceProps,
} from './ServicesAtAGlance';
