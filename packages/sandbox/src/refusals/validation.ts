import { UTILITY_ACCOUNT_NUMBER_LENGTH } from '@portal/core';
import type { Bilingual } from '../state/text';
import { coreWords } from './coreWords';

const KB = 1024;
const MB = 1024 * 1024;
const arabicNumber = (value: number): string => new Intl.NumberFormat('ar-AE').format(value);

/**
 * Refusals of what was sent (400, 413, 415, 422 for a value the backend cannot accept): a body that
 * is not JSON or not a form, a field that does not match core's request schema, files, dates and
 * numbers. The Arabic side names a field by its wire name in «» (the words a developer greps for)
 * and says the rest in Arabic; the per-field detail stays in `issues`, in core's English sentences.
 */
export const VALIDATION_REFUSALS = {
  notJson: (call: string): Bilingual => ({
    en: `Invalid request to ${call}: the body is not valid JSON.`,
    ar: 'تعذّرت قراءة الطلب: محتواه ليس بصيغة صحيحة.',
  }),
  notMultipart: (call: string): Bilingual => ({
    en: `Invalid request to ${call}: the body is not a multipart form.`,
    ar: 'تعذّرت قراءة الطلب: ليس نموذج رفع ملف.',
  }),
  /**
   * A request core's request schema refuses: `detail` is core's sentence for the first problem
   * (`pinCode: expected a string of 4 digits, got number`), `field` its path, `more` how many other
   * problems `issues` lists. English keeps core's sentence whole; Arabic names the field.
   */
  field: (call: string, field: string, detail: string, more: number): Bilingual => ({
    en: `Invalid request to ${call}: ${detail}${more > 0 ? ` (and ${more} more)` : ''}`,
    ar: `رُفض الطلب: قيمة الحقل «${field}» غير صالحة${more > 0 ? ` (ومعها ${arabicNumber(more)} مشكلات أخرى)` : ''}.`,
  }),
  bodyTooLarge: (maxBytes: number): Bilingual => ({
    en: `The request body is larger than the sandbox accepts (${Math.round((maxBytes / MB) * 100) / 100} MB).`,
    ar: `حجم الطلب أكبر من الحد المسموح به (${arabicNumber(Math.round((maxBytes / MB) * 100) / 100)} ميغابايت).`,
  }),
  draftTooLarge: (maxBytes: number): Bilingual => ({
    en: `The draft is larger than ${maxBytes / KB} KB.`,
    ar: `المسودة أكبر من ${arabicNumber(maxBytes / KB)} كيلوبايت.`,
  }),
  fileEmpty: { en: 'The file is empty.', ar: 'الملف فارغ.' },
  fileTooLarge: (maxBytes: number): Bilingual => ({
    en: `The file is larger than ${maxBytes / MB} MB. Choose a smaller file.`,
    ar: `حجم الملف أكبر من ${arabicNumber(maxBytes / MB)} ميغابايت. اختر ملفًا أصغر.`,
  }),
  fileType: {
    en: 'Only PDF, JPEG and PNG files are accepted.',
    ar: 'لا تُقبل إلا ملفات «PDF» و«JPEG» و«PNG».',
  },
  dateRange: {
    en: 'The start date must not be after the end date.',
    ar: 'يجب ألا يكون تاريخ البداية بعد تاريخ النهاية.',
  },
  amountNotTotal: {
    en: 'The amount to pay is not the total of the items. Reload the page and try again.',
    ar: 'المبلغ المطلوب دفعه لا يساوي مجموع البنود. أعد تحميل الصفحة وحاول مرة أخرى.',
  },
  nickname: {
    en: 'The nickname may only contain letters, numbers and spaces.',
    ar: 'لا يمكن أن يحتوي الاسم المختصر إلا على حروف وأرقام ومسافات.',
  },
  /** Core's sentence names the one fixed length (addc, aadc: 10); any other length gets its own. */
  accountNumberLength: (digits: number): Bilingual =>
    digits === UTILITY_ACCOUNT_NUMBER_LENGTH
      ? coreWords('form.error.accountNumberLength')
      : {
          en: `The account number must be ${digits} digits.`,
          ar: `يجب أن يتكون رقم الحساب من ${arabicNumber(digits)} رقمًا.`,
        },
  accountNumberRange: {
    en: 'The account number must have 6 to 16 digits.',
    ar: 'يجب أن يتكون رقم الحساب من 6 إلى 16 رقمًا.',
  },
  autopayDay: {
    en: 'The payment day must be a day of the month from 1 to 31.',
    ar: 'يجب أن يكون يوم الدفع يومًا من الشهر من 1 إلى 31.',
  },
  vehicleOrder: {
    en: 'The new order must list each of your vehicles exactly once.',
    ar: 'يجب أن يضم الترتيب الجديد كل مركبة من مركباتك مرة واحدة فقط.',
  },
  returnUrl: {
    en: 'The payment could not start: the address to return to does not lead back to the portal.',
    ar: 'تعذّر بدء الدفع: عنوان العودة لا يؤدي إلى البوابة.',
  },
} as const;
