export {
  ApplicationCard,
  type ApplicationCardData,
  type ApplicationCardProps,
} from './ApplicationCard';
export { applicationCardOf, lockerErrorMessageOf, type LockerT } from '../lockerViews';
