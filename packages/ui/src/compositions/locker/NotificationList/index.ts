export {
  NotificationList,
  type NotificationGroup,
  type NotificationItemData,
  type NotificationLinkProps,
  type NotificationListLabels,
  type NotificationListProps,
} from './NotificationList';
