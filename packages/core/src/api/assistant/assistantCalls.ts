import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { assistantWirePartSchema } from './assistantParts';

/** Longest conversation sent: the last messages only, so a long chat never grows a request without end. */
export const ASSISTANT_MAX_MESSAGES = 20;

/** Longest message a person may send, in characters. */
export const ASSISTANT_MAX_MESSAGE_LENGTH = 2000;

/**
 * Wire payload of an answer. **ASSUMED: no spec shows the assistant's calls** (docs/clients.md lists
 * it): the conversation's last messages (role, text, language) and the language to answer in.
 * Nothing else about the person travels: the server knows who is signed in from the session.
 */
export const assistantRequestSchema = z.object({
  lang: z.enum(['en', 'ar']),
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        text: z.string().check(z.minLength(1), z.maxLength(ASSISTANT_MAX_MESSAGE_LENGTH)),
        lang: z.enum(['en', 'ar']),
      }),
    )
    .check(z.minLength(1), z.maxLength(ASSISTANT_MAX_MESSAGES)),
});

/** Wire type of {@link assistantRequestSchema}. */
export type AssistantWireRequest = z.infer<typeof assistantRequestSchema>;

/**
 * POST /api/assistant/answer. **ASSUMED: not in spec 000 §7 or spec 001 §7.** Answers with a stream
 * of NDJSON lines (`application/x-ndjson`), each one {@link assistantWirePartSchema} (so `response`
 * is the schema of one line, not of the whole body), ending with `{ "type": "done" }`. Anyone may ask
 * (visitors too; bills and applications are answered only to a signed-in session). Not idempotent in
 * spirit (a model may answer differently), so never retried by the client.
 */
export const assistantAnswerCall = defineCall({
  id: 'assistant.answer',
  method: 'POST',
  path: '/api/assistant/answer',
  idempotent: false,
  request: assistantRequestSchema,
  response: assistantWirePartSchema,
});
