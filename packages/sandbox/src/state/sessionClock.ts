/**
 * One session's view of the sandbox clock, for tests that must move time on the server side only
 * for their own browser (`POST /__sandbox/clock`): the sandbox's clock plus an offset, or paused at
 * an instant. Every rule of the session reads it (`c.var.now`): the idle deadline, the PIN
 * slow-down, OTP expiry. Other sessions keep the sandbox's clock.
 */
export class SessionClock {
  private offsetMs = 0;
  private pausedAt: number | undefined;

  /** This session's time, given the sandbox's. */
  now(base: Date): Date {
    return new Date(this.pausedAt ?? base.getTime() + this.offsetMs);
  }

  /** Moves this session's time forward by `ms`, paused or not. */
  advance(ms: number): void {
    if (this.pausedAt !== undefined) this.pausedAt += ms;
    else this.offsetMs += ms;
  }

  /** Stops this session's time where it is now (`true`), or lets it run on from there (`false`). */
  setPaused(paused: boolean, base: Date): void {
    if (paused && this.pausedAt === undefined) this.pausedAt = this.now(base).getTime();
    if (!paused && this.pausedAt !== undefined) {
      this.offsetMs = this.pausedAt - base.getTime();
      this.pausedAt = undefined;
    }
  }

  /** Back to the sandbox's clock. */
  reset(): void {
    this.offsetMs = 0;
    this.pausedAt = undefined;
  }

  /** What `GET /__sandbox/clock` shows. */
  describe(base: Date): {
    readonly now: string;
    readonly offsetMs: number;
    readonly paused: boolean;
  } {
    const now = this.now(base);
    return {
      now: now.toISOString(),
      offsetMs: now.getTime() - base.getTime(),
      paused: this.pausedAt !== undefined,
    };
  }
}
