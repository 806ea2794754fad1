/** The locker home's widgets summarised for display (SCREENS.md S3.1, spec 000 §3). @packageDocumentation */
export {
  LOCKER_WIDGET_IDS,
  lockerWidgetSummaryOf,
  type LockerWidgetFigure,
  type LockerWidgetFigureKey,
  type LockerWidgetId,
  type LockerWidgetSummary,
} from './lockerWidgetSummary';
