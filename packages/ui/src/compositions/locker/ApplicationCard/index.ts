export {
  ApplicationCard,
  type ApplicationCardData,
  type ApplicationCardProps,
} from './ApplicationCard';
