import { FeedbackRefusal, feedbackCall, sendFeedback } from '@portal/core/api/common';
import { describe, expect, it } from 'vitest';
import { clientFor, controlCall, testSandbox } from '../support/sandboxClient';

/** A captcha token from the sandbox's token endpoint (the default session, as the client's). */
async function captchaToken(app: ReturnType<typeof testSandbox>, mode?: string) {
  const response = await controlCall(
    app,
    `/__sandbox/captcha/token${mode ? `?__captcha=${mode}` : ''}`,
  );
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

const form = {
  name: 'Mariam Al Ali',
  email: 'mariam@example.ae',
  topic: 'suggestion',
  message: 'Please show the opening hours on the service page.',
};

async function refusalOf(promise: Promise<unknown>): Promise<FeedbackRefusal> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FeedbackRefusal) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('Talk to us feedback against the sandbox (SCREENS.md S7.5, ASSUMED call)', () => {
  it('files the feedback and answers a new reference each time', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const first = await sendFeedback(client, { ...form, captchaToken: await captchaToken(app) });
    const second = await sendFeedback(client, { ...form, captchaToken: await captchaToken(app) });
    expect(first.referenceNumber).toMatch(/^FB-\d{6}$/);
    expect(second.referenceNumber).not.toBe(first.referenceNumber);
  });

  it('names the fields it refuses (checked on the server too), keeping the captcha unspent', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const token = await captchaToken(app);
    // Straight to the wire, past core's own check, as a page with old rules would.
    const answer = await client.send(feedbackCall, {
      request: {
        name: ' ',
        email: 'not-an-email',
        topic: 'other',
        message: 'hi',
        captchaToken: token,
      },
    });
    expect(answer.success).toBe(false);
    expect(answer.data?.fieldErrors).toEqual([
      { field: 'name', code: 'required' },
      { field: 'email', code: 'invalid' },
      { field: 'topic', code: 'invalid' },
      { field: 'message', code: 'invalid' },
    ]);
    await expect(sendFeedback(client, { ...form, captchaToken: token })).resolves.toMatchObject({
      referenceNumber: expect.stringMatching(/^FB-/),
    });
  });

  it('refuses a failed, a used and an unknown captcha with its message, in Arabic too', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const failed = await refusalOf(
      sendFeedback(client, { ...form, captchaToken: await captchaToken(app, 'fail') }),
    );
    expect(failed.reason).toBe('captcha');
    // The feedback's own next step, not the bill share's ("then share").
    expect(failed.userMessage).toEqual({
      type: 'server',
      text: 'The security check failed. Check the box again, then send.',
    });
    const token = await captchaToken(app);
    await sendFeedback(client, { ...form, captchaToken: token });
    const used = await refusalOf(sendFeedback(client, { ...form, captchaToken: token }));
    expect(used.userMessage).toEqual({ type: 'server', text: expect.stringMatching(/already/) });
    const unknown = await refusalOf(sendFeedback(client, { ...form, captchaToken: 'made-up' }));
    expect(unknown.reason).toBe('captcha');
    const arabic = await refusalOf(
      sendFeedback(clientFor(app, { lang: 'ar' }), {
        ...form,
        captchaToken: await captchaToken(app, 'fail'),
      }),
    );
    expect(arabic.userMessage).toEqual({
      type: 'server',
      text: 'لم ينجح التحقق الأمني. ضع علامة في المربع مرة أخرى، ثم أرسل.',
    });
  });
});
