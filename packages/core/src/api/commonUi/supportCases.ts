import * as z from 'zod/mini';
import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { toDate } from '../../rules/time/toDate';
import { idText, listOf, optionalNumeric } from '../internal/wireValues';
import { readWidgetContent } from './widgetContent';

/** The widget whose content lists the user's support cases. */
export const SUPPORT_CASES_WIDGET_ID = 'supportCases';

/**
 * One case of the support cases widget. Assumption (spec 000 §3 shows no widget field): the shape is
 * the sandbox's: `CaseID` (the detail address's id, spec 000 §2), `title` and `status` (the label)
 * in the request's language, `statusCode` (spec 000 §4) and `createdOn`. A real backend's own shape
 * plugs in here.
 */
export const supportCaseSchema = z.object({
  CaseID: idText,
  title: z.nullish(z.string()),
  statusCode: optionalNumeric,
  status: z.nullish(z.string()),
  createdOn: z.nullish(
    z.string().check(z.refine((text) => toDate(text) !== undefined, 'expected a date')),
  ),
});

/** The support cases widget's content: `{ items: [...] }`; a missing or null list is no case. */
export const supportCasesWidgetSchema = z.object({ items: listOf(supportCaseSchema) });

/** A support case of the user, read from the support cases widget. */
export interface SupportCase {
  readonly caseId: string;
  readonly title: string | undefined;
  /** The status code (spec 000 §4); core's `supportCaseStatusKeyOf` gives its label. */
  readonly statusCode: number | undefined;
  /** The server's own label, in the request's language; the catalogue's label is preferred. */
  readonly statusText: string | undefined;
  readonly createdOn: Date | undefined;
}

function wordsOf(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text === undefined || text === '' ? undefined : text;
}

/**
 * The user's support cases in the client's language (SCREENS.md S3.9). Spec 000 shows no call that
 * lists cases; they come through the widget data call (spec 000 §7 widgetData, widget
 * `supportCases`), whose content shape is the sandbox's ({@link supportCaseSchema}): a real backend's
 * list plugs in here and nowhere else.
 * @throws {PortalError} on any failure; `invalid-response` when the widget's content is of another shape.
 */
export async function getSupportCases(
  client: PortalClient,
  options: CallOptions = {},
): Promise<SupportCase[]> {
  const content = await readWidgetContent(
    client,
    SUPPORT_CASES_WIDGET_ID,
    supportCasesWidgetSchema,
    options,
  );
  return content.items.map((raw) => ({
    caseId: raw.CaseID,
    title: wordsOf(raw.title),
    statusCode: raw.statusCode ?? undefined,
    statusText: wordsOf(raw.status),
    createdOn: raw.createdOn == null ? undefined : toDate(raw.createdOn),
  }));
}

/** The case with this CaseID, or `undefined`: the detail page finds its case in the list. */
export function findSupportCase(
  cases: readonly SupportCase[],
  caseId: string,
): SupportCase | undefined {
  return cases.find((supportCase) => supportCase.caseId === caseId);
}
