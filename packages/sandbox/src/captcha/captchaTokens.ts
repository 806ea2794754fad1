import { CAPTCHA_TOKEN_TTL_MS, type CaptchaMode } from './captchaModes';

/** A token as the widget receives it. */
export interface IssuedCaptchaToken {
  readonly token: string;
  /** When the token stops verifying (ISO 8601, by the sandbox's clock). */
  readonly expiresAt: string;
  /**
   * The same as a lifetime in ms (0 when issued expired). The widget times its expiry with this,
   * since the browser's clock need not agree with the server's (Storybook pins the sandbox's).
   */
  readonly expiresInMs: number;
}

/** The server's verdict on a token; only `ok` lets the protected call go on. */
export type CaptchaVerdict = 'ok' | 'unknown' | 'used' | 'expired' | 'failed';

interface TokenRecord {
  readonly mode: CaptchaMode;
  readonly expiresAt: number;
  used: boolean;
}

/** Most tokens kept per session; the oldest are forgotten beyond it (they then verify as unknown). */
const MAX_TOKENS = 100;

/**
 * One session's captcha: the tokens it was issued, each verifiable once, and the standing mode the
 * next tokens get (set by a test or a story through `POST /__sandbox/captcha/mode`).
 */
export class CaptchaTokens {
  private readonly tokens = new Map<string, TokenRecord>();
  private standing: { mode: CaptchaMode; remaining?: number } | undefined;

  /** The standing mode and how many tokens it still applies to (unlimited when absent). */
  standingMode(): { readonly mode: CaptchaMode; readonly remaining?: number } {
    return this.standing ?? { mode: 'pass' };
  }

  /** Gives the next `times` tokens (all of them when absent) this mode. */
  setMode(mode: CaptchaMode, times?: number): void {
    this.standing = times === undefined ? { mode } : { mode, remaining: times };
  }

  /** Back to passing tokens. */
  clearMode(): void {
    this.standing = undefined;
  }

  /** Issues a token: in `mode` when given (a header or query), else in the standing mode. */
  issue(now: Date, mode?: CaptchaMode): IssuedCaptchaToken {
    const chosen = mode ?? this.takeStandingMode();
    const token = `sandbox-captcha-${crypto.randomUUID()}`;
    const expiresAt = chosen === 'expired' ? now.getTime() : now.getTime() + CAPTCHA_TOKEN_TTL_MS;
    this.tokens.set(token, { mode: chosen, expiresAt, used: false });
    while (this.tokens.size > MAX_TOKENS) {
      const oldest = this.tokens.keys().next().value;
      if (oldest === undefined) break;
      this.tokens.delete(oldest);
    }
    return {
      token,
      expiresAt: new Date(expiresAt).toISOString(),
      expiresInMs: expiresAt - now.getTime(),
    };
  }

  /** Verifies a token once: a second verify of the same token answers `used`. */
  verify(token: string, now: Date): CaptchaVerdict {
    const record = this.tokens.get(token);
    if (!record) return 'unknown';
    if (record.used) return 'used';
    record.used = true;
    if (now.getTime() >= record.expiresAt) return 'expired';
    return record.mode === 'fail' ? 'failed' : 'ok';
  }

  private takeStandingMode(): CaptchaMode {
    const standing = this.standing;
    if (!standing) return 'pass';
    if (standing.remaining !== undefined) {
      standing.remaining -= 1;
      if (standing.remaining <= 0) this.standing = undefined;
    }
    return standing.mode;
  }
}
