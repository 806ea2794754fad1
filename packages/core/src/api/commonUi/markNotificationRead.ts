import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { notificationReadCall } from './notificationReadCall';

/**
 * Marks one bell notification as read (spec 000 §7 updateRead). Resolves `false` when the service
 * answered `success: false`, so the badge can keep its count.
 * @throws {PortalError} on transport or format failures.
 */
export async function markNotificationRead(
  client: PortalClient,
  bellNotificationId: string,
  options: CallOptions = {},
): Promise<boolean> {
  const response = await client.send(notificationReadCall, {
    request: { BellNotificationID: bellNotificationId },
    signal: options.signal,
  });
  return response?.success !== false;
}
