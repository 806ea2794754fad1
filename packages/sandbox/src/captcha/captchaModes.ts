/**
 * The sandbox captcha's modes, shared by the server side (token issue and verify) and the browser
 * provider. Browser-safe: no Node or Hono import.
 */

/**
 * What the next token does when the server verifies it:
 * - `pass`: verifies once, within {@link CAPTCHA_TOKEN_TTL_MS};
 * - `fail`: the widget hands over a token, but the server refuses it (what a vendor's verify step
 *   answers for a bot);
 * - `expired`: the token is already past its expiry when issued, so the widget reports it expired
 *   and the server refuses it.
 */
export const CAPTCHA_MODES = ['pass', 'fail', 'expired'] as const;

export type CaptchaMode = (typeof CAPTCHA_MODES)[number];

/** Request header that picks the mode of one token request (`x-sandbox-captcha: fail`). */
export const CAPTCHA_MODE_HEADER = 'x-sandbox-captcha';

/** Query flag that picks the mode of one token request (`?__captcha=expired`). */
export const CAPTCHA_MODE_QUERY = '__captcha';

/** Where the browser provider asks for a token (POST), on the sandbox's own control prefix. */
export const CAPTCHA_TOKEN_PATH = '/__sandbox/captcha/token';

/** Where a session's standing mode is read (GET), set (POST `{ mode, times? }`) and cleared (DELETE). */
export const CAPTCHA_MODE_PATH = '/__sandbox/captcha/mode';

/**
 * How long a passing token stays valid. Choice: 2 minutes, as hCaptcha's tokens (Turnstile's last
 * 5): long enough to type ten addresses after checking the box, short enough that a stale page
 * must check again.
 */
export const CAPTCHA_TOKEN_TTL_MS = 120_000;

/** Is this text one of the {@link CAPTCHA_MODES}? */
export function isCaptchaMode(value: unknown): value is CaptchaMode {
  return typeof value === 'string' && (CAPTCHA_MODES as readonly string[]).includes(value);
}
