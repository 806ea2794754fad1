import { daysFrom } from './clock';
import type { Random } from './random';
import type { Bilingual } from './text';

/** Support case status codes with labels (spec 000 §4). */
export const SUPPORT_CASE_STATUSES: ReadonlyArray<{
  readonly code: number;
  readonly label: Bilingual;
}> = [
  { code: 1, label: { en: 'Request Received', ar: 'تم استلام الطلب' } },
  { code: 2, label: { en: 'Under Review', ar: 'قيد المراجعة' } },
  { code: 3, label: { en: 'Request for Information', ar: 'طلب معلومات' } },
  { code: 4, label: { en: 'In Progress', ar: 'قيد التنفيذ' } },
  { code: 5, label: { en: 'Request Resolved', ar: 'تم حل الطلب' } },
  { code: 6, label: { en: 'Request Closed', ar: 'تم إغلاق الطلب' } },
  { code: 100000015, label: { en: 'Request for Information', ar: 'طلب معلومات' } },
];

/** A support case with its status (spec 000 §2 Support center, §4 statuses). */
export interface SupportCase {
  readonly CaseID: string;
  readonly Title: Bilingual;
  readonly StatusCode: number;
  readonly StatusLabel: Bilingual;
  readonly CreatedOn: string;
}

const TOPICS: readonly Bilingual[] = [
  { en: 'Payment deducted twice', ar: 'تم خصم المبلغ مرتين' },
  { en: 'Cannot upload my passport copy', ar: 'لا أستطيع رفع نسخة جواز السفر' },
  { en: 'Wrong name on certificate', ar: 'خطأ في الاسم على الشهادة' },
  { en: 'Appointment not confirmed', ar: 'لم يتم تأكيد الموعد' },
];

/** One case in every status, newest first. */
export function seedSupportCases(random: Random, now: Date): SupportCase[] {
  return SUPPORT_CASE_STATUSES.map((status, index) => ({
    CaseID: `CAS-${String(48_120 + index * 7)}`,
    Title: TOPICS[index % TOPICS.length] as Bilingual,
    StatusCode: status.code,
    StatusLabel: status.label,
    CreatedOn: daysFrom(now, -(index * 4 + random.int(0, 3))).toISOString(),
  }));
}
