import type { SandboxApp } from '../../createSandbox';
import { call } from './sandboxClient';
import { sessionView } from './session';

/** Chooses an outcome on the sandbox's test payment page, as a user clicking its button would. */
export async function payOnPage(
  app: SandboxApp,
  paymentUrl: URL,
  outcome: 'approved' | 'declined' | 'cancelled',
): Promise<Response> {
  const { csrfToken } = await sessionView(app);
  return call(app, paymentUrl.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf: csrfToken, outcome }).toString(),
    redirect: 'manual',
  });
}
