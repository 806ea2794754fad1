export {
  ApplicationCard,
  type ApplicationCardData,
  type ApplicationCardProps,
} from './ApplicationCard';
export { applicationCardOf, type LockerT } from '../lockerViews';
