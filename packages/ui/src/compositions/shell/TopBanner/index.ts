export {
  TopBanner,
  type TopBannerContent,
  type TopBannerLabels,
  type TopBannerProps,
} from './TopBanner';
