import * as z from 'zod/mini';
import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { toDate } from '../../rules/time/toDate';
import { listOf } from '../internal/wireValues';
import { readWidgetContent } from './widgetContent';

/** The widget whose content lists the user's documents. */
export const DOCUMENTS_WIDGET_ID = 'documents';

/** Text that must be a date `toDate` reads (`2027-01-20`, ISO date-time, `DD-MM-YYYY`), or absent. */
const optionalDate = z.nullish(
  z.string().check(z.refine((text) => toDate(text) !== undefined, 'expected a date')),
);
const optionalWords = z.nullish(z.string());

/**
 * One document of the documents widget. Assumption (spec 000 §3 shows no widget field): the shape is
 * the sandbox's: `path` is the three parts of the detail address joined by `/` (spec 000 §2
 * `/details/{a}/{b}/{c}`), `title` and `issuer` in the request's language, `number`, `issueDate`
 * and `expiryDate` (null when the document never expires). A real backend's own shape plugs in here.
 */
export const lockerDocumentSchema = z.object({
  path: z.string().check(z.regex(/^[^/]+\/[^/]+\/[^/]+$/, 'expected three path parts a/b/c')),
  title: z.string().check(z.minLength(1)),
  issuer: optionalWords,
  number: optionalWords,
  issueDate: optionalDate,
  expiryDate: optionalDate,
});

/** The documents widget's content: `{ items: [...] }`; a missing or null list is no document. */
export const lockerDocumentsWidgetSchema = z.object({ items: listOf(lockerDocumentSchema) });

/** A document of the user's locker, read from the documents widget. */
export interface LockerDocument {
  /** The three parts of its detail address (spec 000 §2 `/details/{a}/{b}/{c}`). */
  readonly path: readonly [string, string, string];
  readonly title: string;
  readonly issuer: string | undefined;
  readonly number: string | undefined;
  readonly issueDate: Date | undefined;
  /** `undefined`: the document does not expire. */
  readonly expiryDate: Date | undefined;
}

function wordsOf(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text === undefined || text === '' ? undefined : text;
}

function toLockerDocument(raw: z.output<typeof lockerDocumentSchema>): LockerDocument {
  const [a, b, c] = raw.path.split('/') as [string, string, string];
  return {
    path: [a, b, c],
    title: raw.title,
    issuer: wordsOf(raw.issuer),
    number: wordsOf(raw.number),
    issueDate: raw.issueDate == null ? undefined : toDate(raw.issueDate),
    expiryDate: raw.expiryDate == null ? undefined : toDate(raw.expiryDate),
  };
}

/**
 * The user's documents in the client's language (SCREENS.md S3.8). Spec 000 shows no call that lists
 * documents; they come through the widget data call (spec 000 §7 widgetData, widget `documents`),
 * whose content shape is the sandbox's ({@link lockerDocumentSchema}): a real backend's list plugs in
 * here and nowhere else.
 * @throws {PortalError} on any failure; `invalid-response` when the widget's content is of another shape.
 */
export async function getLockerDocuments(
  client: PortalClient,
  options: CallOptions = {},
): Promise<LockerDocument[]> {
  const content = await readWidgetContent(
    client,
    DOCUMENTS_WIDGET_ID,
    lockerDocumentsWidgetSchema,
    options,
  );
  return content.items.map(toLockerDocument);
}

/**
 * The document whose detail address has these three parts (spec 000 §2), or `undefined`: the detail
 * page finds its document in the list, since no call reads one document.
 */
export function findLockerDocument(
  documents: readonly LockerDocument[],
  path: readonly [string, string, string],
): LockerDocument | undefined {
  return documents.find((document) => document.path.every((part, index) => part === path[index]));
}
