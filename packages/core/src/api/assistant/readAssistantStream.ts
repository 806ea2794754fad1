import { safeParse } from 'zod/mini';
import { safeUrl } from '../../rules/security/safeUrl';
import { assistantWirePartSchema, type AssistantPart } from './assistantParts';

/** Longest line read; a longer one is not a part this page knows. */
const MAX_LINE_LENGTH = 64 * 1024;

/** Options of {@link readAssistantStream}. */
export interface ReadAssistantStreamOptions {
  /** The page's origin, against which link parts are checked with `safeUrl`. */
  readonly origin: string;
  /** Other https origins a link may lead to. */
  readonly allowedOrigins?: readonly string[];
  readonly signal?: AbortSignal | undefined;
}

/**
 * Reads an answer sent as NDJSON, part by part, as the bytes arrive. Each line is parsed and checked
 * against the wire schema; a line that is not JSON or not a known part ends the answer with
 * `{ type: 'error', reason: 'invalid-answer' }` (its text is never passed on). A link whose `href`
 * fails `safeUrl` is dropped, and a safe one is passed on as the URL `safeUrl` resolved. The stream
 * ends at `done` (never passed on); a stream that closes before it ends with `interrupted`. When
 * `signal` aborts, reading stops and the iteration ends without an error part.
 */
export async function* readAssistantStream(
  body: ReadableStream<Uint8Array>,
  options: ReadAssistantStreamOptions,
): AsyncGenerator<AssistantPart> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const stop = () => {
    void reader.cancel().catch(() => undefined);
  };
  options.signal?.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      if (options.signal?.aborted) return;
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        if (options.signal?.aborted) return;
        yield { type: 'error', reason: 'interrupted' };
        return;
      }
      if (options.signal?.aborted) return;
      buffered += chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
      const lines = buffered.split('\n');
      buffered = chunk.done ? '' : (lines.pop() ?? '');
      if (buffered.length > MAX_LINE_LENGTH) {
        yield { type: 'error', reason: 'invalid-answer' };
        return;
      }
      for (const line of lines) {
        if (line.trim() === '') continue;
        const part = partOf(line, options);
        if (part === 'done') return;
        if (part === undefined) continue;
        yield part;
        if (part.type === 'error') return;
      }
      if (chunk.done) {
        yield { type: 'error', reason: 'interrupted' };
        return;
      }
    }
  } finally {
    options.signal?.removeEventListener('abort', stop);
    stop();
  }
}

/** One line as a part; `undefined` for a link that is not safe; `done` for the end. */
function partOf(
  line: string,
  options: ReadAssistantStreamOptions,
): AssistantPart | 'done' | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { type: 'error', reason: 'invalid-answer' };
  }
  const parsed = safeParse(assistantWirePartSchema, value);
  if (!parsed.success) return { type: 'error', reason: 'invalid-answer' };
  const part = parsed.data;
  if (part.type === 'done') return 'done';
  if (part.type === 'link') {
    const checked = safeUrl(part.href, {
      origin: options.origin,
      allowedOrigins: options.allowedOrigins ?? [],
    });
    if (!checked.ok) return undefined;
    const sameOrigin = checked.url.origin === new URL(options.origin).origin;
    const href = sameOrigin
      ? `${checked.url.pathname}${checked.url.search}${checked.url.hash}`
      : checked.url.href;
    return { ...part, href };
  }
  return part;
}
