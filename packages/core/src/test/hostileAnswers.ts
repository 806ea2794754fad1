import fc from 'fast-check';
import type { FetchLike } from '../client/createPortalClient';

/**
 * Hostile answers for the client fuzz suites (issue 4 "Fuzz"): the call's own valid sample, the sample
 * with fields deleted, nulled or replaced by the wrong type, arbitrary JSON, an HTML error page, an
 * empty body, 204, 4xx/5xx with and without a message, a network failure, a timeout and an abort.
 * Test-only helper; not exported from the package.
 */
export type HostileAnswer =
  | {
      readonly type: 'response';
      readonly status: number;
      readonly body: string | null;
      readonly contentType: string;
    }
  | { readonly type: 'network' }
  | { readonly type: 'timeout' }
  | { readonly type: 'abort' };

const DELETE = Symbol('delete');

type Path = readonly (string | number)[];

function pathsOf(value: unknown, prefix: Path = [], into: Path[] = []): Path[] {
  into.push(prefix);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], into));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], into);
  }
  return into;
}

function setAt(root: unknown, path: Path, next: unknown): unknown {
  // Generated values (`fc.constant([])`) are shared between runs: copy, or a later mutation would write
  // into them and build a circular structure.
  const replacement = next === DELETE ? DELETE : structuredClone(next);
  if (path.length === 0) return replacement === DELETE ? undefined : replacement;
  let parent: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return root;
    parent = (parent as Record<string | number, unknown>)[key];
  }
  if (parent === null || typeof parent !== 'object') return root;
  const last = path[path.length - 1] as string | number;
  if (replacement === DELETE) delete (parent as Record<string | number, unknown>)[last];
  else (parent as Record<string | number, unknown>)[last] = replacement;
  return root;
}

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(DELETE),
  fc.constant(null),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.constant('<html>'),
  fc.constant(''),
  fc.constant('NaN'),
  fc.jsonValue({ maxDepth: 2 }),
);

/** The sample with one to three fields deleted, nulled or given a value of the wrong type. */
export function mutationsOf(sample: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(sample);
  return fc
    .array(fc.tuple(fc.constantFrom(...paths), wrongValue), { minLength: 1, maxLength: 3 })
    .map((mutations) =>
      mutations.reduce<unknown>(
        (value, [path, next]) => setAt(value, path, next),
        structuredClone(sample),
      ),
    );
}

const jsonResponse =
  (status: number) =>
  (body: unknown): HostileAnswer => ({
    type: 'response',
    status,
    body: body === undefined ? '' : JSON.stringify(body),
    contentType: 'application/json',
  });

const errorStatus = fc.constantFrom(
  400,
  401,
  403,
  404,
  409,
  413,
  415,
  422,
  429,
  500,
  502,
  503,
  504,
);

/** Every kind of answer a client must survive, weighted towards near-valid bodies. */
export function hostileAnswers(sample: unknown): fc.Arbitrary<HostileAnswer> {
  return fc.oneof(
    { arbitrary: fc.constant(sample).map(jsonResponse(200)), weight: 2 },
    { arbitrary: mutationsOf(sample).map(jsonResponse(200)), weight: 10 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map(jsonResponse(200)), weight: 2 },
    {
      arbitrary: fc.constantFrom<HostileAnswer>(
        {
          type: 'response',
          status: 200,
          body: '<!doctype html><title>Gateway</title>',
          contentType: 'text/html',
        },
        { type: 'response', status: 200, body: '', contentType: 'application/json' },
        { type: 'response', status: 200, body: '{"data":', contentType: 'application/json' },
        { type: 'response', status: 204, body: null, contentType: 'application/json' },
        { type: 'network' },
        { type: 'timeout' },
        { type: 'abort' },
      ),
      weight: 3,
    },
    {
      arbitrary: fc
        .tuple(
          errorStatus,
          fc.option(fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.constant(null)), {
            nil: undefined,
          }),
        )
        .map(([status, message]) =>
          jsonResponse(status)(message === undefined ? {} : { success: false, message }),
        ),
      weight: 3,
    },
    {
      arbitrary: errorStatus.map((status): HostileAnswer => ({
        type: 'response',
        status,
        body: '<html>down</html>',
        contentType: 'text/html',
      })),
      weight: 1,
    },
  );
}

/** A transport that gives `answer`; for `abort` it aborts `controller` first, as a real cancel does. */
export function fetchAnswering(answer: HostileAnswer, controller: AbortController): FetchLike {
  return async () => {
    switch (answer.type) {
      case 'network':
        throw new TypeError('fetch failed');
      case 'timeout':
        throw new DOMException('The operation timed out.', 'TimeoutError');
      case 'abort':
        controller.abort();
        throw new DOMException('The operation was aborted.', 'AbortError');
      case 'response':
        return new Response(answer.status === 204 ? null : answer.body, {
          status: answer.status,
          headers: { 'content-type': answer.contentType },
        });
    }
  };
}
