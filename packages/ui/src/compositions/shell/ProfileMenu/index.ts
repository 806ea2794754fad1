export {
  ProfileMenu,
  type ProfileMenuLabels,
  type ProfileMenuLink,
  type ProfileMenuProps,
  type SessionAction,
} from './ProfileMenu';
