import { safeUrl, type UnsafeUrlReason } from '@portal/core';

/** Where the portal's dev server runs by default (apps/portal's Vite config); redirects may go there. */
export const DEFAULT_PORTAL_ORIGINS: readonly string[] = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
];

/** Where to redirect to, or why the target was refused. */
export type RedirectCheck = { ok: true; location: string } | { ok: false; reason: UnsafeUrlReason };

/**
 * Checks a redirect target (sign-in `redirectUrl`, payment `returnUrl`) with core's `safeUrl` rule:
 * it must stay on the sandbox's own origin or on one of the portal's origins. A relative target is
 * kept relative, so behind the portal's proxy the browser stays on the portal.
 */
export function checkRedirect(
  target: string,
  ownOrigin: string,
  portalOrigins: readonly string[],
): RedirectCheck {
  let firstRefusal: UnsafeUrlReason | undefined;
  for (const origin of [ownOrigin, ...portalOrigins]) {
    const checked = safeUrl(target, { origin });
    if (checked.ok)
      return { ok: true, location: target.startsWith('/') ? target : checked.url.href };
    firstRefusal ??= checked.reason;
  }
  return { ok: false, reason: firstRefusal ?? 'origin-not-allowed' };
}
