import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { sessionActivityCall } from './sessionActivityCall';

/** What the server said about the session when the page reported activity. */
export interface ActivityReportOutcome {
  /** The server knows a signed-in session (`false`: a visitor, or a session that ended). */
  readonly signedIn: boolean;
  /** The server holds the Stay Signed-In session locked: the page shows the unlock flow. */
  readonly locked: boolean;
}

/**
 * Reports that the person is active (assumed: not in spec 000 §7; see {@link sessionActivityCall}),
 * so the server's own idle deadline moves 30 minutes on. The session machine injects this function
 * (`createIdleLock`'s `reportActivity`) and sends it at most once a minute.
 * @throws {PortalError} on transport and format failures (a backend that refuses a visitor with 401:
 *   `unauthorized`).
 */
export async function reportSessionActivity(
  client: PortalClient,
  options: CallOptions = {},
): Promise<ActivityReportOutcome> {
  const response = await client.send(sessionActivityCall, {
    request: {},
    signal: options.signal,
  });
  return {
    signedIn: response.data?.signedIn !== false,
    locked: response.data?.locked === true,
  };
}
