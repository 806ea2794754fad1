export {
  InformationPage,
  type InformationPageLabels,
  type InformationPageProps,
  type InformationPageView,
  type InformationSectionView,
} from './InformationPage';
