import type { RefusalStatus } from '../http/refuse';
import type { PaymentOutcome } from '../state/payments';
import type { PageLook } from './html';
import { renderRefusalPage } from './refusalPage';

/** Why the test payment page refuses a request. */
export type PaymentRefusal =
  | { readonly reason: 'signed-out' }
  | { readonly reason: 'locked' }
  | { readonly reason: 'unknown-payment'; readonly transactionId: string }
  | { readonly reason: 'expired-form' }
  | { readonly reason: 'no-outcome' }
  | { readonly reason: 'finished'; readonly outcome: Exclude<PaymentOutcome, 'pending'> };

/** The HTTP status of each refusal: 401 for a caller who is not signed in (or locked), as the API answers. */
export const PAYMENT_REFUSAL_STATUS: Readonly<Record<PaymentRefusal['reason'], RefusalStatus>> = {
  'signed-out': 401,
  locked: 401,
  'unknown-payment': 404,
  'expired-form': 403,
  'no-outcome': 400,
  finished: 409,
};

const OUTCOME_WORDS = {
  en: { approved: 'approved', declined: 'declined', cancelled: 'cancelled' },
  ar: { approved: 'تمت الموافقة عليها', declined: 'مرفوضة', cancelled: 'ملغاة' },
} as const;

/** Title and message of each refusal, in each language. */
function textOf(
  refusal: PaymentRefusal,
  lang: PageLook['lang'],
): { title: string; message: string } {
  const ar = lang === 'ar';
  switch (refusal.reason) {
    case 'signed-out':
      return ar
        ? {
            title: 'يجب تسجيل الدخول',
            message: 'لم تسجّل الدخول. سجّل الدخول إلى البوابة ثم ابدأ الدفع من جديد.',
          }
        : {
            title: 'Sign in to pay',
            message: 'You are not signed in. Sign in to the portal, then start the payment again.',
          };
    case 'locked':
      return ar
        ? {
            title: 'الجلسة مقفلة',
            message: 'جلستك مقفلة. افتحها في البوابة بالرمز، ثم افتح صفحة الدفع من جديد.',
          }
        : {
            title: 'Your session is locked',
            message:
              'Your session is locked. Unlock it in the portal with your PIN, then open the payment again.',
          };
    case 'unknown-payment':
      return ar
        ? {
            title: 'لم يتم العثور على عملية الدفع',
            message: `لا توجد عملية دفع ${refusal.transactionId} في هذه الجلسة. ربما بدأت في متصفح آخر، أو أُعيد ضبط البيئة التجريبية.`,
          }
        : {
            title: 'Payment not found',
            message: `There is no payment ${refusal.transactionId} in this session. It may have been started in another browser, or the sandbox was reset.`,
          };
    case 'expired-form':
      return ar
        ? {
            title: 'انتهت صلاحية النموذج',
            message: 'انتهت صلاحية هذا النموذج. أعد تحميل صفحة الدفع واختر من جديد.',
          }
        : {
            title: 'The form has expired',
            message: 'This form has expired. Reload the payment page and choose again.',
          };
    case 'no-outcome':
      return ar
        ? {
            title: 'اختر نتيجة الدفع',
            message: 'اختر الموافقة على الدفع أو رفضه أو إلغاءه.',
          }
        : {
            title: 'Choose an outcome',
            message: 'Choose approve, decline or cancel.',
          };
    case 'finished':
      return ar
        ? {
            title: 'انتهت عملية الدفع',
            message: `عملية الدفع هذه ${OUTCOME_WORDS.ar[refusal.outcome]} مسبقًا، ولا يمكن تغييرها.`,
          }
        : {
            title: 'This payment is finished',
            message: `This payment is already ${OUTCOME_WORDS.en[refusal.outcome]} and cannot be changed.`,
          };
  }
}

const BACK = {
  en: { portal: 'Back to the portal', payment: 'Back to the service' },
  ar: { portal: 'العودة إلى البوابة', payment: 'العودة إلى الخدمة' },
} as const;

/**
 * The test payment page's refusal as an HTML page in the page's language and theme (issue G §5),
 * never raw JSON: the person reached it by navigating. `returnUrl` is the payment's own (checked
 * when the payment was opened) when the payment is known; otherwise the link goes to the portal's home.
 */
export function renderPaymentRefusal(
  look: PageLook,
  refusal: PaymentRefusal,
  back: { readonly returnUrl?: string; readonly home: string },
): string {
  const words = BACK[look.lang];
  return renderRefusalPage(
    look,
    textOf(refusal, look.lang),
    back.returnUrl === undefined
      ? { href: back.home, label: words.portal }
      : { href: back.returnUrl, label: words.payment },
  );
}
