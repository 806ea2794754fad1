import {
  createPortalClient,
  type PortalClient,
  type PortalClientOptions,
} from '@portal/core/client';
import { createSandbox, type SandboxApp, type SandboxOptions } from '../../createSandbox';
import { CONTROL_HEADER } from '../../http/controlHeader';

/** The instant every test world is generated around. */
export const TEST_NOW = new Date('2026-11-22T08:00:00Z');

/** Base URL the in-process client pretends to talk to. */
export const TEST_BASE_URL = 'http://sandbox.test';

/**
 * A sandbox with a pinned clock and a sleep that never waits. Its sessions start signed in, in a
 * Stay Signed-In session, because most contract tests are about the signed-in portal; tests about
 * the visitor (the sandbox's own default) pass `startAs: 'visitor'`.
 */
export function testSandbox(options: SandboxOptions = {}): SandboxApp {
  return createSandbox({
    seed: 1,
    now: () => TEST_NOW,
    sleep: async () => {},
    startAs: 'long',
    ...options,
  });
}

/** A core client whose transport is the sandbox's `app.fetch`, in process (no port, no network). */
export function clientFor(
  app: SandboxApp,
  options: Partial<PortalClientOptions> = {},
): PortalClient {
  return createPortalClient({
    baseUrl: TEST_BASE_URL,
    lang: 'en',
    // Hono may answer synchronously; the client expects a promise (TOOLCHAIN pitfall 9).
    fetch: async (request) => app.fetch(request),
    ...options,
  });
}

/** A raw request to the sandbox, for what a core client would never send. */
export async function call(
  app: SandboxApp,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  return app.fetch(new Request(`${TEST_BASE_URL}${path}`, init));
}

/** POSTs JSON to the sandbox. */
export function postJson(
  app: SandboxApp,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return call(app, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * A state-changing control call (`POST /__sandbox/reset`, `DELETE /__sandbox/faults`…) as a script
 * sends it: with the `x-sandbox-control: 1` header that a form on another site cannot add.
 */
export function controlCall(
  app: SandboxApp,
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
): Promise<Response> {
  return call(app, path, {
    method: 'POST',
    ...init,
    headers: { [CONTROL_HEADER]: '1', ...init.headers },
  });
}
