/**
 * Utility bills (spec 000 §7, /api/proxy/DocumentsAPI/2.0/): bill details, last six bills and
 * consumptions (V1 and V2), bill PDF download, sharing a water or electricity bill, and the utility list.
 * @packageDocumentation
 */
export {
  BILLS_PREFIX,
  billAccountRequestSchema,
  billAccountV2RequestSchema,
  billDetailsCall,
  billDetailsV2Call,
  billSchema,
  consumptionSchema,
  downloadBillV2Call,
  lastSixBillsCall,
  lastSixBillsV2Call,
  lastSixConsumptionsCall,
  lastSixConsumptionsV2Call,
  shareBillCall,
  shareBillRequestSchema,
  utilityAccountSchema,
  utilityListCall,
  type Bill,
  type BillAccountRequest,
  type BillAccountV2Request,
  type Consumption,
  type ShareBillRequest,
  type UtilityAccount,
} from './billCalls';
export {
  downloadBill,
  getBillDetails,
  getLastSixBills,
  getLastSixConsumptions,
  getUtilityAccounts,
  parseEmailList,
  shareBill,
  type BillAccount,
} from './bills';
