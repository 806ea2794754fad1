import { assistantAnswerCall, type AssistantWirePart } from '@portal/core/api/assistant';
import type { Catalogue } from '../catalogue/catalogueFor';
import { answerAssistant, textPieces } from '../assistant/answerAssistant';
import type { CallRouter } from '../http/callRouter';
import type { Sleep } from '../http/faultMiddleware';

/** Options of {@link registerAssistantRoutes}. */
export interface AssistantRouteOptions {
  /** Waits between two lines of the stream (the sandbox's `sleep`, so tests never wait). */
  readonly sleep: Sleep;
  /**
   * Pause between two streamed lines, in ms: 0 when the sandbox answers at once (tests), a few tens
   * of ms when it is served with latency, so the page's streaming can be seen.
   */
  readonly pieceDelayMs: number;
}

/**
 * The assistant's answer (ASSUMED call `assistant.answer`): an NDJSON stream of answer parts, the
 * prose cut into pieces of a few words, then the cards, then suggested replies, then `done`. The
 * session's faults apply as to any `/api` path (`POST /__sandbox/faults` with
 * `path: /api/assistant/answer`), so a journey can make it fail; the request's own fault header does
 * too. Anyone may ask; bills and applications are only told to a signed-in session.
 */
export function registerAssistantRoutes(
  router: CallRouter,
  catalogue: Catalogue,
  options: AssistantRouteOptions,
): void {
  router.answer(
    assistantAnswerCall,
    (c, request) => {
      const parts = answerAssistant(request, c.var.world, catalogue);
      const lines = parts.flatMap((part): AssistantWirePart[] =>
        part.type === 'text'
          ? textPieces(part.text).map((text) => ({ type: 'text', text }))
          : [part],
      );
      lines.push({ type: 'done' });
      const encoder = new TextEncoder();
      let index = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const line = lines[index];
          if (line === undefined) {
            controller.close();
            return;
          }
          if (index > 0 && options.pieceDelayMs > 0) await options.sleep(options.pieceDelayMs);
          index += 1;
          controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
        },
      });
      return new Response(body, {
        status: 200,
        headers: {
          'content-type': 'application/x-ndjson; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        },
      });
    },
    { access: 'public' },
  );
}
