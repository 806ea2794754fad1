import { getLastSixBills } from '@portal/core/api/bills';
import { downloadReceipt, inquireTransaction } from '@portal/core/api/payment';
import { getLinkedAccounts } from '@portal/core/api/paymentHub';
import { describe, expect, it } from 'vitest';
import { clientFor, testSandbox } from '../support/sandboxClient';

describe('the seeded payment', () => {
  it('is an approved transaction of service addc, for the bill it paid, whose receipt is a PDF from the start', async () => {
    const client = clientFor(testSandbox());
    const input = { transactionId: 'TXN-SBX-SEED-001', serviceId: 'addc' };
    const details = await inquireTransaction(client, input);
    // It paid the first electricity account's previous bill, which says so.
    const [account] = await getLinkedAccounts(client, 'addc');
    const [, previous] = await getLastSixBills(client, {
      providerCode: 'ADDA00002',
      accountNumber: account?.accountNumber ?? '',
    });
    expect(previous).toMatchObject({ status: 'Paid', amountDue: 0 });
    expect(details).toMatchObject({
      result: 'Success',
      paymentId: 'PAY-SBX-SEED-001',
      amount: previous?.amount,
    });
    const pdf = await downloadReceipt(client, input);
    const head = new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5));
    expect(head).toBe('%PDF-');
  });
});
