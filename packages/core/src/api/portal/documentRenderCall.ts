import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { envelopeOf } from '../internal/envelope';
import { anyRecord, optionalText } from '../internal/wireValues';

/**
 * Wire payload of the document engine's FreeMarker render (spec 000 §7 "POST {doc-engine}/1.0/ftl",
 * payload not shown). Assumption: a template name, the values it fills, the language and the output.
 */
export const documentRenderRequestSchema = z.object({
  templateName: z.string().check(z.minLength(1)),
  data: anyRecord,
  lang: z.enum(['en', 'ar']),
  output: z.enum(['pdf', 'html']),
});

/** Assumption: the rendered document as base64 (pdf) or text (html), with its MIME type. */
export const documentRenderResponseSchema = envelopeOf(
  z.object({ content: z.string().check(z.minLength(1)), contentType: optionalText }),
);

export type DocumentRenderRequest = z.infer<typeof documentRenderRequestSchema>;

/** POST /api/proxy/{doc-engine}/1.0/ftl (spec 000 §7). */
export const documentRenderCall = defineCall({
  id: 'portal.documentRender',
  method: 'POST',
  path: '/api/proxy/{doc-engine}/1.0/ftl',
  request: documentRenderRequestSchema,
  response: documentRenderResponseSchema,
});
