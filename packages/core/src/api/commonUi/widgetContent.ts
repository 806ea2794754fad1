import { safeParse } from 'zod/mini';
import type * as z from 'zod/mini';
import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { describeSchemaIssues } from '../../client/schemaIssues';
import { widgetDataCall } from './widgetCalls';
import { getWidgetData } from './widgets';

/**
 * One widget's content read with the schema of the widget that owns it (spec 000 §3: widget fields
 * are not shown, so each reader states the shape it expects). Content of another shape (a widget a
 * user replaced through widgetUpsert, a backend that words it differently) fails as a PortalError
 * `invalid-response` of `commonUi.widgetData`, one line per problem, each naming the widget.
 * @throws {PortalError} on any failure.
 * @internal
 */
export async function readWidgetContent<S extends z.ZodMiniType>(
  client: PortalClient,
  widgetId: string,
  schema: S,
  options: CallOptions = {},
): Promise<z.output<S>> {
  const content = await getWidgetData(client, widgetId, options);
  const parsed = safeParse(schema, content);
  if (parsed.success) return parsed.data;
  throw client.fail({
    kind: 'invalid-response',
    call: widgetDataCall.id,
    // A read: asking again cannot change anything.
    idempotent: true,
    issues: describeSchemaIssues(parsed.error.issues, { payload: content, schema }).map(
      (line) => `widget ${widgetId}: data.${line}`,
    ),
  });
}
