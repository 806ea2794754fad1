import { getNotificationCount } from '@portal/core/api/commonUi';
import { createPortalClient } from '@portal/core/client';
import { createSandbox } from '@portal/sandbox';

/**
 * The demo user's unread count in a fresh world of seed 1, read in process: every browser context of
 * the suite starts from the same seeded world, so this is what its bell must show.
 */
export async function seededUnreadCount(): Promise<number> {
  const app = createSandbox({ seed: 1, startAs: 'normal' });
  const client = createPortalClient({
    baseUrl: 'http://sandbox.test',
    lang: 'en',
    fetch: async (request) => app.fetch(request),
  });
  return getNotificationCount(client);
}
