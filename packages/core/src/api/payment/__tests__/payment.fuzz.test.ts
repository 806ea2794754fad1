import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PortalError } from '../../../client/PortalError';
import {
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  fuzzCounter,
  fuzzTarget,
  type FuzzTarget,
} from '../../../test/fuzzClient';
import { mutationsOf } from '../../../test/hostileAnswers';
import { json } from '../../../test/stubFetch';
import { testClient } from '../../../test/testClient';
import { downloadReceipt } from '../downloadReceipt';
import type { PaymentInitializeRequest } from '../paymentCalls';
import { initializePayment, inquireTransaction } from '../payments';

const payment: PaymentInitializeRequest = {
  serviceId: 'S',
  amount: 1,
  currency: 'AED',
  mode: 'Capture',
  items: [{ providerCode: 'DU0002', accountNumber: '1', amount: 1 }],
  returnUrl: '/r',
  displayTheme: 'light',
};
const policy = { origin: 'https://portal.test', allowedOrigins: ['https://pay.test'] };
const pdf = Buffer.from('%PDF-1.4 receipt').toString('base64');

const targets: FuzzTarget[] = [
  {
    name: 'initializePayment',
    sample: { success: true, data: { transactionId: 'T', paymentUrl: 'https://pay.test/x' } },
    run: (c, signal) => initializePayment(c, payment, policy, { signal }),
  },
  {
    name: 'inquireTransaction',
    sample: { data: { paymentId: 'P', result: 'Success', amount: 1 } },
    run: (c, signal) => inquireTransaction(c, { transactionId: 'T', serviceId: 'S' }, { signal }),
  },
  {
    name: 'inquireTransaction(journey)',
    sample: { data: { paymentId: 'P' } },
    run: (c, signal) =>
      inquireTransaction(
        c,
        { transactionId: 'T', serviceId: 'S', viaJourneyProxy: true },
        { signal },
      ),
  },
  {
    name: 'downloadReceipt(details step)',
    sample: { data: { paymentId: 'P', pdf } },
    run: (c, signal) => downloadReceipt(c, { transactionId: 'T', serviceId: 'S' }, { signal }),
  },
];

describe('payment clients under hostile answers', () => {
  it.each(targets.map((target) => [target.name, target] as const))(
    '%s gives a value or a PortalError',
    async (_, target) => {
      await fuzzTarget(target);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'downloadReceipt resolves a real PDF or rejects with the generic message, whatever the receipt step answers',
    async () => {
      await fc.assert(
        fc.asyncProperty(mutationsOf({ success: true, data: { pdf } }), async (receipt) => {
          fuzzCounter.cases += 1;
          const { client } = testClient((request) =>
            request.url.pathname.endsWith('getReceipt')
              ? json(receipt)
              : json({ data: { paymentId: 'P' } }),
          );
          const outcome = await downloadReceipt(client, {
            transactionId: 'T',
            serviceId: 'S',
          }).then(
            async (blob) => new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5)),
            (error: unknown) => error,
          );
          if (typeof outcome === 'string') expect(outcome).toBe('%PDF-');
          else {
            expect(outcome).toBeInstanceOf(PortalError);
            expect((outcome as PortalError).userMessage).toEqual({
              type: 'key',
              key: 'something.wentWrong',
            });
          }
        }),
        { numRuns: FUZZ_RUNS },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
