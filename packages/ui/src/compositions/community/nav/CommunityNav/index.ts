export {
  CommunityNav,
  type CommunityNavItem,
  type CommunityNavLinkProps,
  type CommunityNavProps,
} from './CommunityNav';
