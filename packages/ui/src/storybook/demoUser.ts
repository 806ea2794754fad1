import { createPortalClient, type PortalClient } from '@portal/core/client';

/**
 * The story's sandbox client as the signed-in demo user. The applications calls name the user
 * (spec 000 §7 header UUID), which the page supplies (spec 000 §6); the story plays the page.
 */
export function asDemoUser(client: PortalClient): PortalClient {
  return createPortalClient({ ...client.options, identity: { uuid: 'UID-SANDBOX-000001' } });
}
