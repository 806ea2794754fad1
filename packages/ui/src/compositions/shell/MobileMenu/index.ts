export { MobileMenu, type MobileMenuLabels, type MobileMenuProps } from './MobileMenu';
