/**
 * Whether a failed call means the user is no longer signed in (spec 001 §4: a locked or ended
 * session; issue G §2, §4: 401 means signed out, go to sign-in).
 *
 * Reads the `PortalError` shape without importing the client, so the session entry stays free of ky
 * and zod: kind `unauthorized` (the client's 401), and kind `http` with status 401 as clients built
 * before that kind existed report it. Anything else (5xx, offline, a timeout) is a failure to retry,
 * not a sign-out.
 */
export function isSignedOutError(error: unknown): boolean {
  const { kind, status } = Object(error) as { kind?: unknown; status?: unknown };
  return kind === 'unauthorized' || (kind === 'http' && status === 401);
}
