export {
  NotificationList,
  type NotificationGroup,
  type NotificationItemData,
  type NotificationLinkProps,
  type NotificationListLabels,
  type NotificationListProps,
} from './NotificationList';
export { notificationGroupsOf, type NotificationGroupContext } from './notificationGroupsOf';
export { notificationListLabelsOf } from '../lockerLabels';
