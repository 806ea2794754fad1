import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import type { PortalLocale } from '../../locale/portalLocale';
import {
  lockerWidgetSummaryOf,
  type LockerWidgetSummary,
} from '../../rules/widgets/lockerWidgetSummary';
import { getWidgetData, listWidgets } from './widgets';

export interface LoadLockerWidgetsOptions extends CallOptions {
  /** The page locale: the language prefix of the widgets' destinations. */
  readonly locale: PortalLocale;
  /** The time upcoming appointments are counted from (injected; tests pass a fixed one). */
  readonly now: Date;
}

/**
 * The locker home's widgets (SCREENS.md S3.1, spec 000 §7 widgetList then widgetData): the person's
 * visible widgets in their order, each with its data read in parallel and summarised by core's
 * `lockerWidgetSummaryOf`. A widget whose data cannot be read is left out and the others shown (a
 * failed part of the page leaves its place empty, spec 001 §8); a failed list is an error.
 * @throws {PortalError} when the widget list cannot be read.
 */
export async function loadLockerWidgets(
  client: PortalClient,
  options: LoadLockerWidgetsOptions,
): Promise<LockerWidgetSummary[]> {
  const { locale, now, signal } = options;
  const widgets = (await listWidgets(client, { signal }))
    .map((widget, index) => ({ widget, index }))
    // The service's order, then its position in the answer for widgets without one.
    .sort(
      (a, b) =>
        (a.widget.order ?? Number.MAX_SAFE_INTEGER) - (b.widget.order ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    )
    .map(({ widget }) => widget)
    .filter((widget) => lockerWidgetSummaryOf(widget, {}, locale, now) !== undefined);
  const summaries = await Promise.all(
    widgets.map(async (widget) => {
      try {
        const data = await getWidgetData(client, widget.widgetId, { signal });
        return lockerWidgetSummaryOf(widget, data, locale, now);
      } catch (error) {
        // A cancelled load is the caller's to see, not a widget to leave out.
        if (signal?.aborted) throw error;
        return undefined;
      }
    }),
  );
  return summaries.filter((summary): summary is LockerWidgetSummary => summary !== undefined);
}
