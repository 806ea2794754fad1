import { describe, expect, it } from 'vitest';
import { CAPTCHA_TOKEN_TTL_MS } from '../captcha/captchaModes';
import { CaptchaTokens } from '../captcha/captchaTokens';
import { call, controlCall, postJson, testSandbox } from './support/sandboxClient';

const NOW = new Date('2026-11-22T08:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('CaptchaTokens', () => {
  it('verifies a passing token once, within its lifetime', () => {
    const tokens = new CaptchaTokens();
    const issued = tokens.issue(NOW);
    expect(issued.expiresAt).toBe(later(CAPTCHA_TOKEN_TTL_MS).toISOString());
    expect(issued.expiresInMs).toBe(CAPTCHA_TOKEN_TTL_MS);
    expect(tokens.verify(issued.token, later(1000))).toBe('ok');
    expect(tokens.verify(issued.token, later(1000))).toBe('used');
  });

  it('expires a token at its expiry, and knows no made-up token', () => {
    const tokens = new CaptchaTokens();
    const issued = tokens.issue(NOW);
    expect(tokens.verify(issued.token, later(CAPTCHA_TOKEN_TTL_MS))).toBe('expired');
    expect(tokens.verify('sandbox-captcha-made-up', NOW)).toBe('unknown');
  });

  it('issues in the mode asked, else the standing mode for its count, else pass', () => {
    const tokens = new CaptchaTokens();
    expect(tokens.verify(tokens.issue(NOW, 'fail').token, NOW)).toBe('failed');
    const expired = tokens.issue(NOW, 'expired');
    expect(expired.expiresAt).toBe(NOW.toISOString());
    expect(expired.expiresInMs).toBe(0);
    expect(tokens.verify(expired.token, NOW)).toBe('expired');
    tokens.setMode('fail', 2);
    expect(tokens.standingMode()).toEqual({ mode: 'fail', remaining: 2 });
    expect(tokens.verify(tokens.issue(NOW).token, NOW)).toBe('failed');
    expect(tokens.verify(tokens.issue(NOW, 'pass').token, NOW)).toBe('ok');
    expect(tokens.verify(tokens.issue(NOW).token, NOW)).toBe('failed');
    expect(tokens.standingMode()).toEqual({ mode: 'pass' });
    expect(tokens.verify(tokens.issue(NOW).token, NOW)).toBe('ok');
    tokens.setMode('expired');
    tokens.clearMode();
    expect(tokens.verify(tokens.issue(NOW).token, NOW)).toBe('ok');
  });

  it('never hands out the same token twice', () => {
    const tokens = new CaptchaTokens();
    const seen = new Set(Array.from({ length: 50 }, () => tokens.issue(NOW).token));
    expect(seen.size).toBe(50);
  });
});

describe('captcha endpoints', () => {
  const session = (id: string) => ({ 'x-sandbox-session': id });

  it('issues tokens per session, with the mode from the header, the query or the standing rule', async () => {
    const app = testSandbox();
    const issued = await controlCall(app, '/__sandbox/captcha/token', { headers: session('a') });
    expect(issued.status).toBe(200);
    expect(await issued.json()).toMatchObject({
      success: true,
      data: {
        token: expect.stringMatching(/^sandbox-captcha-/),
        expiresAt: expect.any(String),
        expiresInMs: 120_000,
      },
    });

    const set = await postJson(
      app,
      '/__sandbox/captcha/mode',
      { mode: 'fail', times: 1 },
      session('a'),
    );
    expect(await set.json()).toEqual({ success: true, data: { mode: 'fail', remaining: 1 } });
    // Another session keeps passing.
    const other = await call(app, '/__sandbox/captcha/mode', { headers: session('b') });
    expect(await other.json()).toEqual({ success: true, data: { mode: 'pass' } });
    await controlCall(app, '/__sandbox/captcha/token', { headers: session('a') });
    const after = await call(app, '/__sandbox/captcha/mode', { headers: session('a') });
    expect(await after.json()).toEqual({ success: true, data: { mode: 'pass' } });

    await postJson(app, '/__sandbox/captcha/mode', { mode: 'expired' }, session('a'));
    const cleared = await controlCall(app, '/__sandbox/captcha/mode', {
      method: 'DELETE',
      headers: session('a'),
    });
    expect(await cleared.json()).toEqual({ success: true, data: { mode: 'pass' } });
  });

  it('refuses an unknown mode, in the header, the query or the rule', async () => {
    const app = testSandbox();
    const header = await controlCall(app, '/__sandbox/captcha/token', {
      headers: { 'x-sandbox-captcha': 'maybe' },
    });
    expect(header.status).toBe(400);
    expect(await header.json()).toMatchObject({ message: expect.stringContaining('"maybe"') });
    const query = await controlCall(app, '/__sandbox/captcha/token?__captcha=0');
    expect(query.status).toBe(400);
    expect((await postJson(app, '/__sandbox/captcha/mode', { mode: 'sometimes' })).status).toBe(
      400,
    );
    const notJson = await controlCall(app, '/__sandbox/captcha/mode', { body: 'fail' });
    expect(notJson.status).toBe(400);
  });
});
