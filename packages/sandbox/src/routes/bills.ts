import { formatAmount } from '@portal/core';
import {
  billDetailsCall,
  billDetailsV2Call,
  downloadBillV2Call,
  lastSixBillsCall,
  lastSixBillsV2Call,
  lastSixConsumptionsCall,
  lastSixConsumptionsV2Call,
  shareBillCall,
  utilityListCall,
} from '@portal/core/api/bills';
import { type CallRouter, type SandboxContext } from '../http/callRouter';
import { refuse } from '../http/refuse';
import { NOT_FOUND_REFUSALS } from '../refusals/notFound';
import { BUSINESS_REFUSALS } from '../refusals/business';
import { verifyCaptcha } from './captcha';
import { renderDocumentPdf } from '../pdf/documentPdf';
import { billAmountDue, type LinkedAccount } from '../state/linkedAccounts';
import { providerByCode } from '../state/providers';

/** Providers whose bills can be shared (spec 000 §1: water and electricity). */
const SHAREABLE = new Set(['ADDA00002', 'AADC00001']);

interface BillQuery {
  readonly providerCode: string;
  readonly accountNumber: string;
  readonly serviceType?: number;
  readonly billId?: string;
}

function accountFor(c: SandboxContext, query: BillQuery): LinkedAccount | Response {
  const account = c.var.world.linkedAccounts.find(
    (a) => a.providerCode === query.providerCode && a.accountNumber === query.accountNumber,
  );
  if (!account) return refuse(c, 404, NOT_FOUND_REFUSALS.account(query.accountNumber));
  if (query.serviceType !== undefined && query.serviceType !== account.serviceType) {
    return refuse(c, 422, BUSINESS_REFUSALS.serviceTypeMismatch);
  }
  return account;
}

/**
 * The account's bills as the bills service answers them, newest first, each read from its one record
 * (state/linkedAccounts.ts), with the month's consumption. `amountDue` is what is left to pay.
 */
function billsOnWire(account: LinkedAccount) {
  return account.bills.map((bill, index) => {
    const amountDue = billAmountDue(bill);
    return {
      billId: bill.billNumber,
      billDate: bill.billDate,
      dueDate: bill.dueDate,
      amount: bill.amount,
      amountDue,
      consumption: account.consumptions[index]?.value ?? null,
      unit: account.consumptions[index]?.unit ?? null,
      status: amountDue > 0 ? 'Unpaid' : 'Paid',
    };
  });
}

/** The bill asked for by its number, or the current (newest) bill when none is named. */
function billOf(account: LinkedAccount, billId: string | undefined) {
  const bills = billsOnWire(account);
  return billId === undefined ? bills[0] : bills.find((bill) => bill.billId === billId);
}

/** Bills (spec 000 §7, DocumentsAPI 2.0): details, last six bills and consumptions, PDF, share, utility list. */
export function registerBillRoutes(router: CallRouter): void {
  const details = (c: SandboxContext, request: BillQuery) => {
    const account = accountFor(c, request);
    if (account instanceof Response) return account;
    const bill = billOf(account, request.billId);
    if (!bill) return refuse(c, 404, NOT_FOUND_REFUSALS.bill(request.accountNumber));
    return c.json({ success: true, data: bill });
  };
  router.answer(billDetailsCall, details);
  router.answer(billDetailsV2Call, details);

  const bills = (c: SandboxContext, request: BillQuery) => {
    const account = accountFor(c, request);
    return account instanceof Response
      ? account
      : c.json({ success: true, data: billsOnWire(account) });
  };
  router.answer(lastSixBillsCall, bills);
  router.answer(lastSixBillsV2Call, bills);

  const consumptions = (c: SandboxContext, request: BillQuery) => {
    const account = accountFor(c, request);
    if (account instanceof Response) return account;
    return c.json({
      success: true,
      data: account.consumptions.map((consumption, index) => ({
        month: consumption.month,
        consumption: consumption.value,
        unit: consumption.unit,
        amount: account.bills[index]?.amount ?? null,
      })),
    });
  };
  router.answer(lastSixConsumptionsCall, consumptions);
  router.answer(lastSixConsumptionsV2Call, consumptions);

  router.answer(downloadBillV2Call, async (c, request) => {
    const account = accountFor(c, request);
    if (account instanceof Response) return account;
    const bill = billOf(account, request.billId);
    if (!bill) return refuse(c, 404, NOT_FOUND_REFUSALS.bill(request.accountNumber));
    const provider = providerByCode(account.providerCode);
    const pdf = await renderDocumentPdf(`${provider?.name.en ?? account.providerCode} bill`, {
      'Account number': account.accountNumber,
      'Bill number': bill.billId,
      'Bill date': bill.billDate,
      'Due date': bill.dueDate,
      Amount: `AED ${formatAmount(bill.amount)}`,
      Consumption: bill.consumption === null ? '-' : `${bill.consumption} ${bill.unit ?? ''}`,
      Status: bill.status,
    });
    return c.json({ success: true, data: { pdf: Buffer.from(pdf).toString('base64') } });
  });

  router.answer(shareBillCall, (c, request) => {
    if (!SHAREABLE.has(request.providerCode)) {
      return refuse(c, 422, BUSINESS_REFUSALS.onlyUtilityBillsShared);
    }
    // The verify step first, as a vendor's siteverify is called: the token is spent either way.
    const refusedCaptcha = verifyCaptcha(c, request.captchaToken, 'share');
    if (refusedCaptcha) return refusedCaptcha;
    const account = accountFor(c, request);
    if (account instanceof Response) return account;
    return c.json({ success: true });
  });

  router.answer(utilityListCall, (c) => {
    // Utilities: electricity, water and gas (service types 4, 7 and 8, spec 000 §3).
    const utilities = c.var.world.linkedAccounts.filter((a) => [4, 7, 8].includes(a.serviceType));
    return c.json({
      success: true,
      data: utilities.map((a) => ({
        providerCode: a.providerCode,
        accountNumber: a.accountNumber,
        nickname: a.nickname,
        serviceType: a.serviceType,
      })),
    });
  });
}
