import { seedNotifications, type SandboxNotification } from './notifications';
import { createRandom } from './random';

/** Everything one sandbox session can see and change. */
export interface SandboxWorld {
  readonly notifications: SandboxNotification[];
}

export interface WorldOptions {
  /** Seed of the generated data; the same seed gives the same world. */
  readonly seed: number;
  /** The instant the world is generated around (dates are relative to it). */
  readonly now: Date;
}

export function createWorld({ seed, now }: WorldOptions): SandboxWorld {
  const random = createRandom(seed);
  return { notifications: seedNotifications(random, now) };
}
