import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { defineCall } from '../defineCall';

const base = {
  id: 'test.call',
  path: '/api/test',
  request: z.object({}),
  response: z.unknown(),
} as const;

describe('defineCall', () => {
  it('defaults a GET to query encoding, idempotent, showing the server message', () => {
    const call = defineCall({ ...base, method: 'GET' });
    expect(call).toMatchObject({
      encoding: 'query',
      idempotent: true,
      showsServerMessage: true,
      failsOnUnsuccessful: false,
      langQuery: false,
      csrf: false,
    });
  });

  it('defaults a POST to a JSON body and not idempotent; a multipart upload sends the CSRF token', () => {
    expect(defineCall({ ...base, method: 'POST' })).toMatchObject({
      encoding: 'json',
      idempotent: false,
      csrf: false,
    });
    expect(defineCall({ ...base, method: 'POST', encoding: 'multipart' }).csrf).toBe(true);
  });

  it('keeps explicit flags and does not let an explicit undefined erase a default', () => {
    const call = defineCall({
      ...base,
      method: 'POST',
      idempotent: true,
      showsServerMessage: false,
      failsOnUnsuccessful: undefined,
      csrf: undefined,
    });
    expect(call).toMatchObject({
      idempotent: true,
      showsServerMessage: false,
      failsOnUnsuccessful: false,
      csrf: false,
    });
  });
});
