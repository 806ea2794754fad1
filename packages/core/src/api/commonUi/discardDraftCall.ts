import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { outcomeResponseSchema } from '../internal/envelope';

/** Wire payload of discardDraft (spec 000 §7: body UUID and applicationId). */
export const discardDraftRequestSchema = z.object({
  UUID: z.string().check(z.minLength(1)),
  applicationId: z.string().check(z.minLength(1)),
});

export type DiscardDraftRequest = z.infer<typeof discardDraftRequestSchema>;

/** POST …/discardDraft (spec 000 §7: "returns success"). */
export const discardDraftCall = defineCall({
  id: 'commonUi.discardDraft',
  method: 'POST',
  path: '/api/proxy/{journey-service-common}/1.0/discardDraft',
  request: discardDraftRequestSchema,
  response: outcomeResponseSchema,
});
