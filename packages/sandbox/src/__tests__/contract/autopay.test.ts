import {
  getAutopayUtilities,
  saveAutopaySchedule,
  updateAutopayStatus,
} from '@portal/core/api/paymentHub';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../support/failureOf';
import { clientFor, postJson, testSandbox } from '../support/sandboxClient';

const hub = '/api/proxy/paymentHub/paymentHub/recurringPayments';

async function firstWithState(client: ReturnType<typeof clientFor>, status: number) {
  const utility = (await getAutopayUtilities(client)).find((u) => u.autopayStatus === status);
  if (!utility) throw new Error(`No seeded autopay account in state ${status}`);
  return utility;
}

describe('autopay schedules against the sandbox (assumed calls)', () => {
  it('sets up autopay on day 31: the account is active on that day, also when listed again', async () => {
    const client = clientFor(testSandbox());
    const none = await firstWithState(client, 0);
    const saved = await saveAutopaySchedule(client, { id: none.id, dayOfMonth: 31 });
    expect(saved).toMatchObject({ id: none.id, autopayStatus: 1, dayOfMonth: 31 });
    const listed = (await getAutopayUtilities(client)).find((u) => u.id === none.id);
    expect(listed).toMatchObject({ autopayStatus: 1, dayOfMonth: 31 });
  });

  it('pauses, resumes and cancels; cancelling clears the day', async () => {
    const client = clientFor(testSandbox());
    const active = await firstWithState(client, 1);
    await expect(updateAutopayStatus(client, active.id, 'pause')).resolves.toMatchObject({
      autopayStatus: 2,
      dayOfMonth: active.dayOfMonth,
    });
    expect((await getAutopayUtilities(client)).find((u) => u.id === active.id)).toMatchObject({
      autopayStatus: 2,
    });
    await expect(updateAutopayStatus(client, active.id, 'resume')).resolves.toMatchObject({
      autopayStatus: 1,
    });
    await expect(updateAutopayStatus(client, active.id, 'cancel')).resolves.toMatchObject({
      autopayStatus: 0,
      dayOfMonth: null,
      maxAmount: null,
    });
  });

  it('changes the day of a paused schedule, which makes it active again, and keeps a maximum amount', async () => {
    const client = clientFor(testSandbox());
    const paused = await firstWithState(client, 2);
    await expect(
      saveAutopaySchedule(client, { id: paused.id, dayOfMonth: 2, maxAmount: 350 }),
    ).resolves.toMatchObject({ autopayStatus: 1, dayOfMonth: 2, maxAmount: 350 });
  });

  it('keeps each session’s schedules to itself', async () => {
    const app = testSandbox();
    const first = clientFor(app, { headers: { 'x-sandbox-session': 'autopay-a' } });
    const second = clientFor(app, { headers: { 'x-sandbox-session': 'autopay-b' } });
    const none = await firstWithState(first, 0);
    await saveAutopaySchedule(first, { id: none.id, dayOfMonth: 9 });
    const other = (await getAutopayUtilities(second)).find((u) => u.id === none.id);
    expect(other?.autopayStatus).toBe(0);
  });

  it('refuses a provider that cannot be paid automatically, with its reason', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    // la-001 is the seeded e& prepaid line (spec 000 §3: Etisalat0001 is not eligible).
    const refusal = await failureOf(saveAutopaySchedule(client, { id: 'la-001', dayOfMonth: 5 }));
    expect(refusal.status).toBe(422);
    expect(refusal.userMessage).toEqual({
      type: 'server',
      text: expect.stringMatching(/cannot be paid automatically/),
    });
    await expect(updateAutopayStatus(client, 'la-001', 'pause')).rejects.toMatchObject({
      status: 422,
    });
    await expect(
      saveAutopaySchedule(client, { id: 'la-999', dayOfMonth: 5 }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it.each([0, 32, 1.5, '31'])('refuses day %j with success:false and a message', async (day) => {
    const app = testSandbox();
    const none = await firstWithState(clientFor(app), 0);
    const response = await postJson(app, `${hub}/saveSchedule?lang=en`, {
      id: none.id,
      dayOfMonth: day,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('refuses to pause what is not set up, or is already paused', async () => {
    const client = clientFor(testSandbox());
    const none = await firstWithState(client, 0);
    await expect(updateAutopayStatus(client, none.id, 'pause')).rejects.toMatchObject({
      status: 409,
    });
    const paused = await firstWithState(client, 2);
    await expect(updateAutopayStatus(client, paused.id, 'pause')).rejects.toMatchObject({
      status: 409,
    });
  });
});
