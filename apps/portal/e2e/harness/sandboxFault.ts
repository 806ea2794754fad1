import type { Page, Route } from '@playwright/test';

/**
 * Makes the sandbox answer every call whose address matches with a fault (docs/sandbox.md, fault
 * switches: `503`, `401`, `malformed`, `business`, each with an optional `,message=…`). The header
 * rides on the browser's own request, so the app's client, cookies and CSRF token are untouched.
 * Resolves to a function that stops the fault, for journeys that fail once and then retry.
 */
export async function faultCalls(
  page: Page,
  address: string | RegExp,
  fault: string,
): Promise<() => Promise<void>> {
  const withFault = (route: Route) =>
    route.continue({
      // Percent-encoded: a header carries only Latin-1, and a message may be Arabic.
      headers: { ...route.request().headers(), 'x-sandbox-fault': encodeURIComponent(fault) },
    });
  await page.route(address, withFault);
  return () => page.unroute(address, withFault);
}
