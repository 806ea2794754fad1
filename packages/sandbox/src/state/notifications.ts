import { DECLINED_TRANSACTION_ID, NOTIFIED_TRANSACTION_ID } from './payments';
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

/**
 * Every seeded notification, each its own: two of each type, every one about something the world
 * holds (an application awaiting action, a payment of the payments list, a document of the
 * documents list with its real expiry, a support case by its id, an autopay in its real state).
 * One of each type, then one of each type again; the second nine are the oldest, so they open the
 * notifications page (oldest first), and the journeys find them there.
 */
const TEMPLATES: readonly Template[] = [
  {
    NotificationType: 'application',
    Title: {
      en: 'Your tenancy contract attestation needs action',
      ar: 'يتطلب توثيق عقد الإيجار إجراءً منك',
    },
    Message: {
      en: 'Sign the contract to continue.',
      ar: 'وقّع العقد للمتابعة.',
    },
    ADGEID: 'ADGE-DMT',
  },
  {
    NotificationType: 'payment',
    Title: { en: 'Your du payment did not go through', ar: 'لم تتم عملية الدفع لحساب دو' },
    Message: {
      en: 'Nothing was charged. You can pay again from My payments.',
      ar: 'لم يُخصم أي مبلغ. يمكنك الدفع مرة أخرى من مدفوعاتي.',
    },
    TxnCode: DECLINED_TRANSACTION_ID,
  },
  {
    NotificationType: 'document',
    Title: { en: 'Your driving licence has expired', ar: 'انتهت صلاحية رخصة القيادة' },
    Message: {
      en: 'Renew it to keep driving legally.',
      ar: 'جدّدها لمواصلة القيادة وفق القانون.',
    },
  },
  {
    NotificationType: 'case',
    Title: {
      en: 'Your support case is waiting for your reply',
      ar: 'طلب الدعم الخاص بك بانتظار ردك',
    },
    Message: {
      en: 'Answer our question to keep it open.',
      ar: 'أجب عن سؤالنا لإبقائه مفتوحًا.',
    },
    CaseID: 'CAS-48162',
  },
  {
    NotificationType: 'support',
    Title: { en: 'Your support request was resolved', ar: 'تم حل طلب الدعم الخاص بك' },
    Message: { en: 'Open the case to read the answer.', ar: 'افتح الطلب لقراءة الإجابة.' },
    CaseID: 'CAS-48148',
  },
  {
    NotificationType: 'documentAuth',
    Title: {
      en: 'Your employer asks for your health insurance card',
      ar: 'جهة عملك تطلب بطاقة التأمين الصحي',
    },
    Message: {
      en: 'Approve or decline sharing it.',
      ar: 'وافق على مشاركتها أو ارفضها.',
    },
  },
  {
    NotificationType: 'recurringPayment',
    Title: {
      en: 'Autopay is paused for your gas account',
      ar: 'الدفع التلقائي متوقف لحساب الغاز',
    },
    Message: {
      en: 'Resume it so your ADNOC Gas bills are paid on time.',
      ar: 'استأنفه لتُدفع فواتير أدنوك للغاز في موعدها.',
    },
  },
  {
    NotificationType: 'spotlight',
    Title: { en: 'Planned maintenance on Friday night', ar: 'صيانة مجدولة ليلة الجمعة' },
    Message: {
      en: 'Some payment services pause from 1 to 3 am.',
      ar: 'تتوقف بعض خدمات الدفع من الساعة 1 إلى 3 صباحًا.',
    },
  },
  {
    NotificationType: 'external',
    Title: { en: 'School registration is open', ar: 'التسجيل في المدارس مفتوح' },
    Message: {
      en: 'Register your child for the next school year.',
      ar: 'سجّل طفلك للعام الدراسي القادم.',
    },
    // The catalogue's own service page (S7.1); this used to be a path no page answers.
    ActionURL_EN: '/en/services/adek/education/request-a-public-school-place',
    ActionURL_AR: '/ar-AE/services/adek/education/request-a-public-school-place',
    URL: '/services/adek/education/request-a-public-school-place',
  },
  {
    NotificationType: 'application',
    Title: {
      en: 'Your building permit application needs action',
      ar: 'يتطلب طلب تصريح البناء إجراءً منك',
    },
    Message: {
      en: 'Upload the signed site plan to continue.',
      ar: 'ارفع المخطط الموقّع للموقع للمتابعة.',
    },
    ADGEID: 'ADGE-DMT',
  },
  {
    NotificationType: 'payment',
    Title: { en: 'Your electricity payment was received', ar: 'تم استلام دفعة الكهرباء' },
    Message: {
      en: 'ADDC confirmed it. Open it to download the receipt.',
      ar: 'أكدت شركة أبوظبي للتوزيع استلامها. افتحها لتنزيل الإيصال.',
    },
    TxnCode: NOTIFIED_TRANSACTION_ID,
  },
  {
    NotificationType: 'document',
    Title: {
      en: 'Your vehicle registration expires soon',
      ar: 'تنتهي ملكية مركبتك قريبًا',
    },
    Message: {
      en: 'Renew it before it expires to keep driving.',
      ar: 'جدّدها قبل انتهائها لمواصلة القيادة.',
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
    Title: { en: 'We received your support request', ar: 'استلمنا طلب الدعم الخاص بك' },
    Message: {
      en: 'We will reply within two working days.',
      ar: 'سنرد عليك خلال يومي عمل.',
    },
    CaseID: 'CAS-48120',
  },
  {
    NotificationType: 'documentAuth',
    Title: { en: 'A document is waiting for your approval', ar: 'مستند بانتظار موافقتك' },
    Message: { en: 'Approve sharing your tenancy contract.', ar: 'وافق على مشاركة عقد الإيجار.' },
  },
  {
    NotificationType: 'recurringPayment',
    Title: { en: 'Autopay paid your e& bill', ar: 'تم دفع فاتورة e& تلقائيًا' },
    Message: {
      en: 'The bill was charged to your card.',
      ar: 'تم خصم الفاتورة من بطاقتك.',
    },
  },
  {
    NotificationType: 'spotlight',
    Title: {
      en: 'New: pay Darb tolls from your wallet',
      ar: 'جديد: ادفع رسوم درب من محفظتك',
    },
    Message: {
      en: 'Top up and assign vehicles in the hub.',
      ar: 'عبّئ المحفظة واربط المركبات من المنصة.',
    },
  },
  {
    NotificationType: 'external',
    Title: { en: 'Book your vaccination', ar: 'احجز موعد التطعيم' },
    Message: {
      en: 'Slots are open at your nearest centre.',
      ar: 'المواعيد متاحة في أقرب مركز إليك.',
    },
    // The health authority's own booking site: the portal shows it as a link to another site
    // (issue Q; it used to be a portal path no page answers).
    ActionURL_EN: 'https://doh.sandbox.portal.example/en/vaccination/book',
    ActionURL_AR: 'https://doh.sandbox.portal.example/ar/vaccination/book',
    URL: 'https://doh.sandbox.portal.example/vaccination/book',
  },
];

/** Types that need the user to act (the bell's "actions" tab); the rest are activities. */
const ACTION_TYPES = new Set<NotificationType>(['application', 'payment', 'documentAuth', 'case']);

/**
 * Seeds the signed-in user's bell: every type twice, each notification different, about half
 * unread. Choice: 18 items (one per template), so both bell tabs are filled and the notifications
 * page has two pages.
 */
export function seedNotifications(
  random: Random,
  now: Date,
  count = TEMPLATES.length,
): SandboxNotification[] {
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
