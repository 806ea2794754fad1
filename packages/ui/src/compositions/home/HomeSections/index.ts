export { CategoryCards, type CategoryCardItem, type CategoryCardsProps } from './CategoryCards';
export { DownloadAppDialog, type DownloadAppDialogProps } from './DownloadAppDialog';
export { HomeBanner, type HomeBannerProps } from './HomeBanner';
export { HomeHero, type HeroBackground, type HomeHeroProps } from './HomeHero';
export { HomeSection, type HomeSectionProps } from './HomeSection';
export {
  ServiceLinkList,
  type ServiceLinkItem,
  type ServiceLinkListProps,
} from './ServiceLinkList';
export {
  ServicesAtAGlance,
  type GlanceListState,
  type GlanceService,
  type ServicesAtAGlanceLabels,
  type ServicesAtAGlanceProps,
} from './ServicesAtAGlance';
