import { describe, expect, it } from 'vitest';
import { json } from '../../../test/stubFetch';
import { bodyOf, rejectionOf, testClient } from '../../../test/testClient';
import { reportSessionActivity } from '../sessionActivity';

describe('reportSessionActivity (assumed: not in spec 000 §7)', () => {
  it('POSTs an empty report and reads whether the server holds the session locked', async () => {
    const { client, requests } = testClient(() =>
      json({ success: true, data: { signedIn: true, locked: false } }),
    );
    await expect(reportSessionActivity(client)).resolves.toEqual({
      signedIn: true,
      locked: false,
    });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/auth/session/activity');
    expect(bodyOf(requests[0])).toEqual({});
  });

  it.each([
    [{ data: { locked: true } }, true, true],
    [{ data: { signedIn: false, locked: false } }, false, false],
    [{ data: null }, true, false],
    [{ success: true }, true, false],
  ])('reads %j as signed in: %s, locked: %s', async (body, signedIn, locked) => {
    await expect(reportSessionActivity(testClient(() => json(body)).client)).resolves.toEqual({
      signedIn,
      locked,
    });
  });

  it('rejects with unauthorized when a backend refuses a visitor', async () => {
    const { client } = testClient(() => json({ success: false }, 401));
    expect(await rejectionOf(reportSessionActivity(client))).toMatchObject({
      kind: 'unauthorized',
    });
  });
});
