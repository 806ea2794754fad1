import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import {
  widgetDataCall,
  widgetListCall,
  widgetUpsertCall,
  type WidgetSummary,
  type WidgetUpsertRequest,
} from './widgetCalls';

/**
 * The user's dashboard widgets in the client's language (spec 000 §7 widgetList).
 * @throws {PortalError} on any failure.
 */
export async function listWidgets(
  client: PortalClient,
  options: CallOptions = {},
): Promise<WidgetSummary[]> {
  const response = await client.send(widgetListCall, {
    request: { lang: client.options.lang },
    signal: options.signal,
  });
  return response.data;
}

/**
 * One widget's data (spec 000 §7 widgetData); an empty object when the widget has none yet.
 * @throws {PortalError} on any failure.
 */
export async function getWidgetData(
  client: PortalClient,
  widgetId: string,
  options: CallOptions = {},
): Promise<Record<string, unknown>> {
  const response = await client.send(widgetDataCall, {
    request: { widgetId, lang: client.options.lang },
    signal: options.signal,
  });
  return response.data ?? {};
}

/**
 * Creates or replaces one widget's data (spec 000 §7 widgetUpsert). Resolves `false` when the service
 * answered `success: false`.
 * @throws {PortalError} on transport or format failures.
 */
export async function upsertWidget(
  client: PortalClient,
  widget: WidgetUpsertRequest,
  options: CallOptions = {},
): Promise<boolean> {
  const response = await client.send(widgetUpsertCall, { request: widget, signal: options.signal });
  return response?.success !== false;
}
