import { formatAmount } from '@portal/core';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { DEMO_USER } from '../state/identity';
import { winAnsi } from './winAnsi';
import type { PaymentTransaction } from '../state/payments';

/**
 * A real PDF receipt for an approved sandbox payment, made with pdf-lib, carrying the transaction's
 * details and marked SANDBOX on every line that could be mistaken for a real receipt.
 *
 * Choice: English only. The standard PDF fonts have no Arabic glyphs, and shaping Arabic needs an
 * embedded font plus fontkit, which the sandbox does not ship; the portal's Arabic receipt text is
 * the document engine's job, not the sandbox's.
 * The creation date is pinned to the payment's completion, so the same world gives the same bytes.
 */
export async function receiptPdf(payment: PaymentTransaction): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const completed = new Date(payment.completedAt ?? payment.createdAt);
  document.setTitle(`Payment receipt ${payment.paymentId ?? ''} (sandbox)`);
  document.setAuthor('Portal sandbox');
  document.setSubject('Simulated payment receipt: no money moved');
  document.setCreationDate(completed);
  document.setModificationDate(completed);
  const page = document.addPage([595, 842]);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);

  page.drawRectangle({ x: 0, y: 792, width: 595, height: 50, color: rgb(1, 0.96, 0.8) });
  page.drawText('SANDBOX - simulated payment, not a government receipt', {
    x: 40,
    y: 812,
    size: 12,
    font: bold,
    color: rgb(0.24, 0.18, 0),
  });
  page.drawText('Payment receipt', { x: 40, y: 740, size: 24, font: bold });

  const rows: Array<[string, string]> = [
    ['Payment id', payment.paymentId ?? '-'],
    ['Transaction id', payment.transactionId],
    ['Service', payment.serviceId],
    ['Description', payment.description],
    ['Amount', `${payment.currency} ${formatAmount(payment.amount)}`],
    ['Mode', payment.mode],
    ['Status', 'Success'],
    ['Paid on', completed.toISOString().replace('T', ' ').slice(0, 19) + ' UTC'],
    ['Paid by', `${DEMO_USER.fullName.en} (${DEMO_USER.nationalId})`],
  ];
  let y = 690;
  for (const [label, value] of rows) {
    page.drawText(label, { x: 40, y, size: 11, font: bold });
    page.drawText(winAnsi(value), { x: 190, y, size: 11, font: regular, maxWidth: 365 });
    y -= 24;
  }
  page.drawText('This receipt was produced by @portal/sandbox for development and testing.', {
    x: 40,
    y: 60,
    size: 9,
    font: regular,
    color: rgb(0.35, 0.35, 0.35),
  });
  return document.save({ useObjectStreams: false });
}
