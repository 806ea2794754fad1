export {
  LockerWidgets,
  type LockerWidgetCardData,
  type LockerWidgetFigureData,
  type LockerWidgetLinkProps,
  type LockerWidgetsLabels,
  type LockerWidgetsProps,
} from './LockerWidgets';
