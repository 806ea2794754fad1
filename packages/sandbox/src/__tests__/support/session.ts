import type { SandboxApp } from '../../createSandbox';
import { call } from './sandboxClient';

/** The sandbox's view of a session, from `GET /__sandbox/session`. */
export interface SessionView {
  readonly sessionId: string;
  readonly kind: 'visitor' | 'normal' | 'long';
  readonly signedIn: boolean;
  readonly longSession: boolean;
  readonly locked: boolean;
  readonly failedPinAttempts: number;
  readonly csrfToken: string;
}

/** Reads a session's state as the page would know it (sign-in state, CSRF token). */
export async function sessionView(
  app: SandboxApp,
  headers: Record<string, string> = {},
): Promise<SessionView> {
  const response = await call(app, '/__sandbox/session', { headers });
  return ((await response.json()) as { data: SessionView }).data;
}
