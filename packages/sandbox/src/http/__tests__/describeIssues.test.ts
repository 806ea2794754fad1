import { lockSession, unlockSessionCall } from '@portal/core/api/common';
import { describeSchemaIssues, isPortalError } from '@portal/core/client';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { call, clientFor, testSandbox } from '../../__tests__/support/sandboxClient';
import { describeIssues } from '../describeIssues';

// The sentences themselves are core's (`describeSchemaIssues`, tested in core); these tests hold the
// sandbox to the same words as the client.
describe('describeIssues', () => {
  it("is core's wording, with the body as the root", () => {
    const schema = z.object({ pinCode: z.string().check(z.regex(/^\d{4}$/)) });
    for (const payload of [{ pinCode: 1234 }, { pinCode: '12a4' }, {}, [1], undefined]) {
      const issues = z.safeParse(schema, payload).error?.issues ?? [];
      expect(describeIssues(issues, { payload, schema })).toEqual(
        describeSchemaIssues(issues, { payload, schema, rootLabel: '(body)' }),
      );
    }
  });

  it("answers a refused request in the words of the client's PortalError.issues", async () => {
    const app = testSandbox();
    const client = clientFor(app);
    await lockSession(client);
    for (const payload of [{ pinCode: 1234 }, { pinCode: '12a4' }, {}, 'pin']) {
      const answer = await call(app, unlockSessionCall.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      expect(answer.status).toBe(400);
      const { issues } = (await answer.json()) as { issues: string[] };
      const refused = await client
        .send(unlockSessionCall, { request: payload as never })
        .catch((error: unknown) => error);
      expect(isPortalError(refused) && refused.issues).toEqual(issues);
    }
  });
});
