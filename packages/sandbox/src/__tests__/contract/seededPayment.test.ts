import { downloadReceipt, inquireTransaction } from '@portal/core/api/payment';
import { describe, expect, it } from 'vitest';
import { clientFor, testSandbox } from '../support/sandboxClient';

describe('the seeded payment', () => {
  it('is an approved transaction of service addc whose receipt is a PDF from the start', async () => {
    const client = clientFor(testSandbox());
    const input = { transactionId: 'TXN-SBX-SEED-001', serviceId: 'addc' };
    const details = await inquireTransaction(client, input);
    expect(details).toMatchObject({
      result: 'Success',
      paymentId: 'PAY-SBX-SEED-001',
      amount: 150,
    });
    const pdf = await downloadReceipt(client, input);
    const head = new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5));
    expect(head).toBe('%PDF-');
  });
});
