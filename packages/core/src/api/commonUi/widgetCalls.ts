import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { envelopeOf, outcomeResponseSchema } from '../internal/envelope';
import {
  anyRecord,
  idText,
  listOf,
  optionalFlag,
  optionalNumeric,
  optionalText,
} from '../internal/wireValues';

/*
 * Dashboard widgets (spec 000 §3: "Widget data is fetched and upserted; its fields are not shown";
 * §7: widgetData, widgetUpsert, widgetList, payloads not shown).
 * Assumption: a widget is identified by `widgetId`; its content is a free JSON object owned by the
 * widget itself, so the contract keeps it as a record and each widget reads its own fields.
 */

/** Assumption: widgetList takes the language and returns the user's widgets in display order. */
export const widgetListRequestSchema = z.object({ lang: z.enum(['en', 'ar']) });

/** One widget of the user's dashboard. Assumption: id, title, order and visibility. */
export const widgetSummarySchema = z.object({
  widgetId: idText,
  title: optionalText,
  order: optionalNumeric,
  isVisible: optionalFlag,
});

export const widgetListResponseSchema = envelopeOf(listOf(widgetSummarySchema));

/** Assumption: widgetData takes the widget's id and the language. */
export const widgetDataRequestSchema = z.object({
  widgetId: z.string().check(z.minLength(1)),
  lang: z.enum(['en', 'ar']),
});

/** Assumption: `data` is the widget's own JSON object; null when the widget has no data yet. */
export const widgetDataResponseSchema = envelopeOf(z.nullish(anyRecord));

/** Assumption: widgetUpsert stores a widget's data and, optionally, its place and visibility. */
export const widgetUpsertRequestSchema = z.object({
  widgetId: z.string().check(z.minLength(1)),
  data: anyRecord,
  order: z.optional(z.number().check(z.int(), z.nonnegative())),
  isVisible: z.optional(z.boolean()),
});

export type WidgetListRequest = z.infer<typeof widgetListRequestSchema>;
export type WidgetSummary = z.infer<typeof widgetSummarySchema>;
export type WidgetDataRequest = z.infer<typeof widgetDataRequestSchema>;
export type WidgetUpsertRequest = z.infer<typeof widgetUpsertRequestSchema>;

/** POST …/widgetList (spec 000 §7). */
export const widgetListCall = defineCall({
  id: 'commonUi.widgetList',
  method: 'POST',
  path: '/api/proxy/{journey-service-common}/1.0/widgetList',
  request: widgetListRequestSchema,
  response: widgetListResponseSchema,
});

/** POST …/widgetData (spec 000 §7). */
export const widgetDataCall = defineCall({
  id: 'commonUi.widgetData',
  method: 'POST',
  path: '/api/proxy/{journey-service-common}/1.0/widgetData',
  request: widgetDataRequestSchema,
  response: widgetDataResponseSchema,
});

/** POST …/widgetUpsert (spec 000 §7). */
export const widgetUpsertCall = defineCall({
  id: 'commonUi.widgetUpsert',
  method: 'POST',
  path: '/api/proxy/{journey-service-common}/1.0/widgetUpsert',
  request: widgetUpsertRequestSchema,
  response: outcomeResponseSchema,
});
