import { describe, expect, it } from 'vitest';
import { PortalError } from '../../../client/PortalError';
import { json } from '../../../test/stubFetch';
import { bodyOf, rejectionOf, testClient } from '../../../test/testClient';
import { lockSession, unlockSession } from '../stayConnected';

describe('lockSession', () => {
  it('GETs the lock endpoint and reads data.success', async () => {
    const { client, requests } = testClient(() => json({ data: { success: true } }));
    await expect(lockSession(client)).resolves.toBe(true);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/auth/stayConnected/lock');
    expect(requests[0]?.url.search).toBe('');
  });

  it.each([{ data: { success: false } }, { data: null }, { success: true }])(
    'reads %j as not locked',
    async (body) => {
      await expect(lockSession(testClient(() => json(body)).client)).resolves.toBe(false);
    },
  );
});

describe('unlockSession', () => {
  it('POSTs the trimmed PIN and resolves unlocked', async () => {
    const { client, requests } = testClient(() =>
      json({ data: { error: false, failedPinAttempts: 0 } }),
    );
    await expect(unlockSession(client, ' 1234 ')).resolves.toEqual({
      unlocked: true,
      failedPinAttempts: 0,
    });
    expect(requests[0]?.url.pathname).toBe('/api/auth/stayConnected/unlock');
    expect(bodyOf(requests[0])).toEqual({ pinCode: '1234' });
  });

  it.each([
    [{ error: true, failedPinAttempts: 2 }, 2],
    [{ error: 'Wrong PIN', failedPinAttempts: '1' }, 1],
    [{ error: true }, 1],
    [{ error: true, failedPinAttempts: -4 }, 1],
  ])('reads a refusal %j with %i failed attempts', async (data, attempts) => {
    const { client } = testClient(() => json({ data }));
    await expect(unlockSession(client, '9999')).resolves.toEqual({
      unlocked: false,
      failedPinAttempts: attempts,
    });
  });

  it.each(['123', '12345', 'abcd', ''])('refuses the PIN %j without sending it', async (pin) => {
    const { client, requests } = testClient(() => json({ data: {} }));
    const error = await rejectionOf(unlockSession(client, pin));
    expect(error).toBeInstanceOf(PortalError);
    expect((error as PortalError).issues[0]).toMatch(
      /^pinCode: expected a string of 4 digits, got /,
    );
    expect(requests).toHaveLength(0);
  });
});
