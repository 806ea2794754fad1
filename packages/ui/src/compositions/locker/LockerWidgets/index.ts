export {
  LockerWidgets,
  type LockerWidgetCardData,
  type LockerWidgetFigureData,
  type LockerWidgetLinkProps,
  type LockerWidgetsLabels,
  type LockerWidgetsProps,
} from './LockerWidgets';
export { lockerWidgetCardsOf } from './lockerWidgetCardsOf';
export { lockerWidgetsLabelsOf } from '../lockerLabels';
