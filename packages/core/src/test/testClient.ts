import { expect } from 'vitest';
import {
  createPortalClient,
  type PortalClient,
  type PortalClientOptions,
} from '../client/createPortalClient';
import { PortalError } from '../client/PortalError';
import { stubFetch, type RecordedRequest } from './stubFetch';

/**
 * A client on a stub transport, with the options most client tests need (identity, CSRF token, no
 * retry delay, a pinned clock). Test-only helper; not exported from the package.
 */
export function testClient(
  respond: (request: RecordedRequest) => Response | Promise<Response>,
  extra: Partial<PortalClientOptions> = {},
): { client: PortalClient; requests: RecordedRequest[] } {
  const { fetch, requests } = stubFetch(respond);
  const client = createPortalClient({
    baseUrl: 'https://portal.test',
    lang: 'en',
    fetch,
    retry: { limit: 0 },
    csrfToken: 'csrf-token',
    identity: { uuid: 'user-1' },
    now: () => new Date('2026-11-22T10:00:00Z'),
    ...extra,
  });
  return { client, requests };
}

/** The JSON body of a recorded request. */
export function bodyOf(request: RecordedRequest | undefined): unknown {
  return JSON.parse(request?.body ?? 'null') as unknown;
}

/** Resolves with the rejection of `promise`, failing when it resolves or rejects with anything but a PortalError. */
export async function rejectionOf(promise: Promise<unknown>): Promise<PortalError> {
  const reason = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (rejection: unknown) => rejection,
  );
  expect(reason).toBeInstanceOf(PortalError);
  return reason as PortalError;
}
