/**
 * Dashboard widgets of the locker. The spec gives no fields (spec 000 §3 "widget data is fetched and
 * upserted"); a widget here is an id, its position and visibility, and a free-form settings record.
 */
export interface Widget {
  readonly widgetId: string;
  order: number;
  visible: boolean;
  settings: Record<string, unknown>;
}

/** Widgets of the locker dashboard, in their seeded order. */
export const WIDGET_IDS = [
  'applications',
  'payments',
  'documents',
  'appointments',
  'spotlights',
  'wallet',
  'supportCases',
] as const;

/** The seeded dashboard: every widget in order, all visible. */
export function seedWidgets(): Widget[] {
  return WIDGET_IDS.map((widgetId, index) => ({
    widgetId,
    order: index + 1,
    visible: index < 6,
    settings: {},
  }));
}
