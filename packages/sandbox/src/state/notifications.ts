import type { Random } from './random';
import type { Bilingual } from './text';

/** Bell status of a notification: 0 new, 1 delivered (both unread), 2 read. */
export type BellStatus = 0 | 1 | 2;

/** Every notification type of spec 000 §2, each opening its own destination. */
export type NotificationType =
  | 'application'
  | 'payment'
  | 'document'
  | 'support'
  | 'case'
  | 'documentAuth'
  | 'recurringPayment'
  | 'spotlight'
  | 'external';

/** Which bell tab a notification is in (spec 001 §2: actions, activities). */
export type NotificationCategory = 'actionRequired' | 'activities';

/** A notification in both languages (spec 000 §3, spec 001 §3). */
export interface SandboxNotification {
  readonly BellNotificationID: string;
  readonly NotificationType: NotificationType;
  readonly category: NotificationCategory;
  BellStatus: BellStatus;
  readonly Title: Bilingual;
  readonly Message: Bilingual;
  readonly InfoDate: string;
  readonly ActionURL_EN: string | undefined;
  readonly ActionURL_AR: string | undefined;
  readonly URL: string | undefined;
  readonly CaseID: string | undefined;
  readonly TxnCode: string | undefined;
  readonly ADGEID: string | undefined;
}

type Template = Pick<SandboxNotification, 'NotificationType' | 'Title' | 'Message'> &
  Partial<
    Pick<
      SandboxNotification,
      'ActionURL_EN' | 'ActionURL_AR' | 'URL' | 'CaseID' | 'TxnCode' | 'ADGEID'
    >
  >;

const TEMPLATES: readonly Template[] = [
  {
    NotificationType: 'application',
    Title: {
      en: 'Your trade licence renewal needs action',
      ar: 'يتطلب تجديد رخصتك التجارية إجراءً منك',
    },
    Message: {
      en: 'Upload the signed lease to continue.',
      ar: 'ارفع عقد الإيجار الموقّع للمتابعة.',
    },
    ADGEID: 'ADGE-DED',
  },
  {
    NotificationType: 'payment',
    Title: { en: 'Your electricity bill is ready', ar: 'فاتورة الكهرباء الخاصة بك جاهزة' },
    Message: { en: 'AED 642.10 is due by the 20th.', ar: 'مبلغ 642.10 درهم مستحق بحلول يوم 20.' },
    TxnCode: 'TXN-SBX-000042',
  },
  {
    NotificationType: 'document',
    Title: {
      en: 'Your Emirates ID expires next month',
      ar: 'تنتهي صلاحية هويتك الإماراتية الشهر المقبل',
    },
    Message: {
      en: 'Renew it to keep using digital services.',
      ar: 'جدّدها لمواصلة استخدام الخدمات الرقمية.',
    },
  },
  {
    NotificationType: 'case',
    Title: { en: 'Your support case was updated', ar: 'تم تحديث حالة طلب الدعم الخاص بك' },
    Message: { en: 'We need one more document from you.', ar: 'نحتاج مستندًا إضافيًا منك.' },
    CaseID: 'CAS-48134',
  },
  {
    NotificationType: 'support',
    Title: { en: 'We answered your question', ar: 'أجبنا على استفسارك' },
    Message: { en: 'Open the case to read the reply.', ar: 'افتح الطلب لقراءة الرد.' },
    CaseID: 'CAS-48120',
  },
  {
    NotificationType: 'documentAuth',
    Title: { en: 'A document is waiting for your approval', ar: 'مستند بانتظار موافقتك' },
    Message: { en: 'Approve sharing your tenancy contract.', ar: 'وافق على مشاركة عقد الإيجار.' },
  },
  {
    NotificationType: 'recurringPayment',
    Title: { en: 'Autopay paid your du bill', ar: 'تم دفع فاتورة دو تلقائيًا' },
    Message: { en: 'AED 310.00 was charged to your card.', ar: 'تم خصم 310.00 درهم من بطاقتك.' },
  },
  {
    NotificationType: 'spotlight',
    Title: {
      en: 'New: pay fines with the assistant',
      ar: 'جديد: ادفع المخالفات عبر المساعد الذكي',
    },
    Message: {
      en: 'Ask the assistant to pay in one step.',
      ar: 'اطلب من المساعد الدفع بخطوة واحدة.',
    },
  },
  {
    NotificationType: 'external',
    Title: { en: 'Book your vaccination', ar: 'احجز موعد التطعيم' },
    Message: {
      en: 'Slots are open at your nearest centre.',
      ar: 'المواعيد متاحة في أقرب مركز إليك.',
    },
    ActionURL_EN: '/en/services/health/book-vaccination',
    ActionURL_AR: '/ar-AE/services/health/book-vaccination',
    URL: '/services/health/book-vaccination',
  },
];

/** Types that need the user to act (the bell's "actions" tab); the rest are activities. */
const ACTION_TYPES = new Set<NotificationType>(['application', 'payment', 'documentAuth', 'case']);

/**
 * Seeds the signed-in user's bell: every type at least once, about half unread. Choice: 18 items, so
 * both bell tabs have more than one page at the activity page size of 15.
 */
export function seedNotifications(random: Random, now: Date, count = 18): SandboxNotification[] {
  return Array.from({ length: count }, (_, index) => {
    const template = TEMPLATES[index % TEMPLATES.length] as Template;
    const hoursAgo = index * 7 + random.int(0, 6);
    return {
      ActionURL_EN: undefined,
      ActionURL_AR: undefined,
      URL: undefined,
      CaseID: undefined,
      TxnCode: undefined,
      ADGEID: undefined,
      ...template,
      category: ACTION_TYPES.has(template.NotificationType) ? 'actionRequired' : 'activities',
      BellNotificationID: `bn-${String(index + 1).padStart(4, '0')}`,
      BellStatus: random.pick<BellStatus>([0, 1, 2, 2]),
      InfoDate: new Date(now.getTime() - hoursAgo * 3_600_000).toISOString(),
    };
  });
}
