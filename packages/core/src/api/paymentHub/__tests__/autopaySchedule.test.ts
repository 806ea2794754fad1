import { describe, expect, it } from 'vitest';
import { type PortalError } from '../../../client/PortalError';
import { json } from '../../../test/stubFetch';
import { bodyOf, rejectionOf, testClient } from '../../../test/testClient';
import { saveAutopayScheduleCall, updateAutopayStatusCall } from '../autopayScheduleCalls';
import { saveAutopaySchedule, updateAutopayStatus } from '../autopaySchedule';

const hub = '/api/proxy/paymentHub/paymentHub';
const utility = {
  id: 'la-003',
  providerCode: 'DU0002',
  accountNumber: 5012345678,
  nickname: 'Office',
  autopayStatus: 1,
  dayOfMonth: '31',
  maxAmount: null,
};

describe('autopay schedule (assumed calls outside spec 000 §7)', () => {
  it('are POSTs under recurringPayments/ with ?lang= that fail on success:false', () => {
    for (const call of [saveAutopayScheduleCall, updateAutopayStatusCall]) {
      expect(call.method).toBe('POST');
      expect(call.path.startsWith(`${hub}/recurringPayments/`)).toBe(true);
      expect(call.langQuery).toBe(true);
      expect(call.failsOnUnsuccessful).toBe(true);
    }
  });

  it('saves a schedule on day 31 and answers the utility, normalised', async () => {
    const { client, requests } = testClient(() => json({ success: true, data: utility }), {
      lang: 'ar',
    });
    await expect(saveAutopaySchedule(client, { id: 'la-003', dayOfMonth: 31 })).resolves.toEqual({
      id: 'la-003',
      providerCode: 'DU0002',
      accountNumber: '5012345678',
      nickname: 'Office',
      autopayStatus: 1,
      dayOfMonth: 31,
      maxAmount: null,
    });
    expect(`${requests[0]?.url.pathname}${requests[0]?.url.search}`).toBe(
      `${hub}/recurringPayments/saveSchedule?lang=ar`,
    );
    expect(bodyOf(requests[0])).toEqual({ id: 'la-003', dayOfMonth: 31 });
  });

  it('sends the maximum amount when one is given', async () => {
    const { client, requests } = testClient(() => json({ success: true, data: utility }));
    await saveAutopaySchedule(client, { id: 'la-003', dayOfMonth: 1, maxAmount: 500 });
    expect(bodyOf(requests[0])).toEqual({ id: 'la-003', dayOfMonth: 1, maxAmount: 500 });
  });

  it.each([0, 32, 1.5, Number.NaN])('refuses day %s before sending', async (day) => {
    const { client, requests } = testClient(() => json({ success: true, data: utility }));
    const error = (await rejectionOf(
      saveAutopaySchedule(client, { id: 'la-003', dayOfMonth: day }),
    )) as PortalError;
    expect(error.kind).toBe('invalid-request');
    expect(error.issues[0]).toMatch(/^dayOfMonth: /);
    expect(requests).toHaveLength(0);
  });

  it('pauses, resumes and cancels with the action in the body', async () => {
    const { client, requests } = testClient(() =>
      json({ success: true, data: { ...utility, autopayStatus: 2 } }),
    );
    await expect(updateAutopayStatus(client, 'la-003', 'pause')).resolves.toMatchObject({
      autopayStatus: 2,
    });
    await updateAutopayStatus(client, 'la-003', 'resume');
    await updateAutopayStatus(client, 'la-003', 'cancel');
    expect(requests.map((request) => request.url.pathname)).toEqual(
      Array(3).fill(`${hub}/recurringPayments/updateStatus`),
    );
    expect(requests.map(bodyOf)).toEqual([
      { id: 'la-003', action: 'pause' },
      { id: 'la-003', action: 'resume' },
      { id: 'la-003', action: 'cancel' },
    ]);
  });

  it('refuses an unknown action before sending', async () => {
    const { client, requests } = testClient(() => json({ success: true, data: utility }));
    const error = (await rejectionOf(
      updateAutopayStatus(client, 'la-003', 'stop' as 'pause'),
    )) as PortalError;
    expect(error.kind).toBe('invalid-request');
    expect(requests).toHaveLength(0);
  });

  it('turns the hub’s refusal into a business error carrying its words', async () => {
    const { client } = testClient(() =>
      json({ success: false, message: 'Prepaid lines cannot be put on autopay.' }, 422),
    );
    const error = (await rejectionOf(
      saveAutopaySchedule(client, { id: 'la-001', dayOfMonth: 5 }),
    )) as PortalError;
    expect(error.userMessage).toEqual({
      type: 'server',
      text: 'Prepaid lines cannot be put on autopay.',
    });
  });
});
