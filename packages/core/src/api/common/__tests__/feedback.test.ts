import { describe, expect, it } from 'vitest';
import { PortalError } from '../../../client/PortalError';
import { json } from '../../../test/stubFetch';
import { bodyOf, testClient } from '../../../test/testClient';
import { FeedbackRefusal, sendFeedback } from '../feedback';

const good = {
  name: ' Mariam Al Ali ',
  email: 'mariam@example.ae',
  topic: 'suggestion',
  message: 'Please add a dark theme to the payments page.',
  captchaToken: 'cap',
};

async function refusalOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('sendFeedback (ASSUMED call)', () => {
  it('POSTs the trimmed form with ?lang= and answers the reference', async () => {
    const { client, requests } = testClient(() =>
      json({ success: true, data: { referenceNumber: 'FB-2026-000123' } }),
    );
    await expect(sendFeedback(client, good)).resolves.toEqual({
      referenceNumber: 'FB-2026-000123',
    });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toMatch(/\/1\.0\/feedback\/send$/);
    expect(requests[0]?.url.searchParams.get('lang')).toBe('en');
    expect(bodyOf(requests[0])).toEqual({ ...good, name: 'Mariam Al Ali' });
  });

  it('names every bad field before sending anything', async () => {
    const { client, requests } = testClient(() => json({ success: true }));
    const error = await refusalOf(
      sendFeedback(client, { name: '', email: 'not-an-email', topic: 'x', message: 'short' }),
    );
    expect(error).toBeInstanceOf(FeedbackRefusal);
    expect((error as FeedbackRefusal).reason).toBe('fields');
    expect((error as FeedbackRefusal).fieldErrors).toEqual({
      name: 'form.error.feedbackNameRequired',
      email: 'form.error.email',
      topic: 'form.error.feedbackTopic',
      message: 'form.error.feedbackMessageLength',
      captchaToken: 'form.error.captcha',
    });
    expect(requests).toHaveLength(0);
  });

  it("reads the server's field refusal as field errors", async () => {
    const { client } = testClient(() =>
      json({
        success: false,
        message: 'Some fields are not valid.',
        data: {
          fieldErrors: [
            { field: 'email', code: 'invalid' },
            { field: 'name', code: 'required' },
          ],
        },
      }),
    );
    const error = (await refusalOf(sendFeedback(client, good))) as FeedbackRefusal;
    expect(error.reason).toBe('fields');
    expect(error.fieldErrors).toEqual({
      name: 'form.error.feedbackNameRequired',
      email: 'form.error.email',
    });
  });

  it("reads a 422 as a refused captcha with the server's message", async () => {
    const { client } = testClient(() =>
      json({ success: false, message: 'The security check failed.' }, 422),
    );
    const error = (await refusalOf(sendFeedback(client, good))) as FeedbackRefusal;
    expect(error.reason).toBe('captcha');
    expect(error.userMessage).toEqual({ type: 'server', text: 'The security check failed.' });
  });

  it('rejects with a PortalError on a server error or an answer without a reference', async () => {
    const down = testClient(() => json({ success: false, message: 'down' }, 503));
    expect(await refusalOf(sendFeedback(down.client, good))).toBeInstanceOf(PortalError);
    const odd = testClient(() => json({ success: true, data: {} }));
    const error = (await refusalOf(sendFeedback(odd.client, good))) as PortalError;
    expect(error.kind).toBe('invalid-response');
    const refused = testClient(() => json({ success: false, message: 'No.' }));
    expect(((await refusalOf(sendFeedback(refused.client, good))) as PortalError).kind).toBe(
      'business',
    );
  });
});
