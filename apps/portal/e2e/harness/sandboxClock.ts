import type { Page } from '@playwright/test';
import { expect } from './test';
import { servers } from './servers';

/**
 * Moves this browser's session clock on the sandbox (`POST /__sandbox/clock`, docs/sandbox.md): the
 * server's time only, for its idle deadline and its slow-down after a wrong PIN, so a journey never
 * waits for them. The control call goes to the sandbox itself (the app's origin does not forward
 * it), naming this browser's session by its cookie.
 */
export async function moveSandboxClock(
  page: Page,
  change: { readonly advanceMs?: number; readonly paused?: boolean },
): Promise<void> {
  const cookies = await page.context().cookies(servers().appUrl);
  const session = cookies.find((cookie) => cookie.name === 'portal_sandbox_sid');
  expect(session, 'the browser has a sandbox session').toBeDefined();
  const response = await page.request.post(`${servers().sandboxUrl}/__sandbox/clock`, {
    data: change,
    headers: { cookie: `portal_sandbox_sid=${session?.value ?? ''}` },
  });
  expect(response.status(), 'the sandbox moved this session’s clock').toBe(200);
}
