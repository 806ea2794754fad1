import { currentUserCall, getCurrentUser } from '@portal/core/api/common';
import { createPortalClient } from '@portal/core/client';
import { createSandbox } from '@portal/sandbox';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER_QUERY } from '../useSessionUser';

describe('the header’s current-user query', () => {
  it('is cached under core’s call id', () => {
    expect(CURRENT_USER_QUERY.id).toBe(currentUserCall.id);
  });

  it('reads the sandbox’s long session, whose header is the reduced one', async () => {
    const app = createSandbox({ seed: 1, startAs: 'long' });
    const client = createPortalClient({
      baseUrl: 'http://sandbox.test',
      lang: 'en',
      fetch: async (request) => app.fetch(request),
    });
    await expect(getCurrentUser(client)).resolves.toMatchObject({
      firstName: { en: 'Mariam' },
      isLongSession: true,
    });
  });
});
