export {
  SiteFooter,
  type SiteFooterArea,
  type SiteFooterContent,
  type SiteFooterImageLink,
  type SiteFooterLabels,
  type SiteFooterLink,
  type SiteFooterProps,
  type SiteFooterSection,
  type SiteFooterState,
} from './SiteFooter';
export {
  TextSizeControl,
  type TextSizeControlLabels,
  type TextSizeControlProps,
  type TextSizeRequest,
} from './TextSizeControl';
export {
  ColorThemeControl,
  type ColorThemeChoice,
  type ColorThemeControlLabels,
  type ColorThemeControlProps,
} from './ColorThemeControl';
