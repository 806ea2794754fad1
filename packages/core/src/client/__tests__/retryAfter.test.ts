import { describe, expect, it } from 'vitest';
import { unlockSession } from '../../api/common/stayConnected';
import { rejectionOf, testClient } from '../../test/testClient';
import { retryAfterMsOf } from '../retryAfter';

const NOW = Date.parse('2026-11-22T10:00:00Z');

describe('retryAfterMsOf', () => {
  it.each([
    ['3', 3000],
    [' 0 ', 0],
    ['86400', 86_400_000],
    ['Sun, 22 Nov 2026 10:00:05 GMT', 5000],
    ['Sun, 22 Nov 2026 09:00:00 GMT', 0],
  ])('reads %j as %i ms', (header, ms) => {
    expect(retryAfterMsOf(header, NOW)).toBe(ms);
  });

  it.each([null, undefined, '', '-1', '1.5', 'soon', '86401', 'Mon, 30 Nov 2026 10:00:00 GMT'])(
    'leaves %j unread',
    (header) => {
      expect(retryAfterMsOf(header, NOW)).toBeUndefined();
    },
  );
});

describe('a refusal with Retry-After', () => {
  it('carries the wait on the PortalError', async () => {
    const { client } = testClient(() =>
      Response.json(
        { success: false, message: 'Too many attempts.' },
        { status: 429, headers: { 'retry-after': '3' } },
      ),
    );
    const error = await rejectionOf(unlockSession(client, '0000'));
    expect(error).toMatchObject({ kind: 'http', status: 429, retryAfterMs: 3000 });
    expect(error.userMessage).toEqual({ type: 'server', text: 'Too many attempts.' });
  });

  it('has none without the header', async () => {
    const { client } = testClient(() => Response.json({ success: false }, { status: 503 }));
    const error = await rejectionOf(unlockSession(client, '0000'));
    expect(error.retryAfterMs).toBeUndefined();
  });
});
