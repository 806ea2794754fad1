import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { emptyRequestSchema, envelopeOf } from '../internal/envelope';
import { anyRecord, optionalText } from '../internal/wireValues';

/*
 * Service-form drafts (spec 000 §7: "GET and POST /api/draft/load/{a}/{b} and /api/draft/save/{a}/{b}").
 * Choice: load is the GET and save is the POST, the reading that keeps GET free of side effects.
 * Assumption: the two segments are the service code and the draft (application) id; the draft's form
 * values are a free JSON object owned by the service form.
 */

/** Assumption: `data` is the saved form (null when there is none) and when it was saved. */
export const draftLoadResponseSchema = envelopeOf(
  z.nullish(z.object({ form: z.nullish(anyRecord), savedAt: optionalText })),
);

/** GET /api/draft/load/{a}/{b} (spec 000 §7). */
export const draftLoadCall = defineCall({
  id: 'common.draftLoad',
  method: 'GET',
  path: '/api/draft/load/{serviceCode}/{draftId}',
  request: emptyRequestSchema,
  response: draftLoadResponseSchema,
});

/** Wire payload of a draft save: the form values. */
export const draftSaveRequestSchema = z.object({ form: anyRecord });

/** Assumption: the save answers its outcome and when the server stored it. */
export const draftSaveResponseSchema = z.nullish(
  z.object({
    success: z.nullish(z.boolean()),
    message: z.optional(z.unknown()),
    data: z.nullish(z.object({ savedAt: optionalText })),
  }),
);

/** POST /api/draft/save/{a}/{b} (spec 000 §7). */
export const draftSaveCall = defineCall({
  id: 'common.draftSave',
  method: 'POST',
  path: '/api/draft/save/{serviceCode}/{draftId}',
  request: draftSaveRequestSchema,
  response: draftSaveResponseSchema,
});

export type DraftSaveRequest = z.infer<typeof draftSaveRequestSchema>;
