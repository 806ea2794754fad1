import type { FetchLike } from '../client/createPortalClient';

/** What a stubbed transport saw of one request. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: string;
}

/**
 * A fetch stand-in for client tests: records every request and answers with `respond`.
 * Test-only helper; not exported from the package.
 */
export function stubFetch(respond: (request: RecordedRequest) => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (input) => {
    const recorded: RecordedRequest = {
      method: input.method,
      url: new URL(input.url),
      headers: input.headers,
      body: await input.text(),
    };
    requests.push(recorded);
    return respond(recorded);
  };
  return { fetch, requests };
}

/** A JSON response with the given status. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
