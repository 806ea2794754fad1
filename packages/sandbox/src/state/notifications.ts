import type { Random } from './random';

/** Bell status of a notification: 0 new, 1 delivered (both unread), 2 read. */
export type BellStatus = 0 | 1 | 2;

export interface SandboxNotification {
  readonly BellNotificationID: string;
  readonly NotificationType: 'application' | 'payment' | 'document' | 'case' | 'spotlight' | 'external';
  BellStatus: BellStatus;
  readonly Title: { readonly en: string; readonly ar: string };
  readonly InfoDate: string;
}

const TEMPLATES: ReadonlyArray<Pick<SandboxNotification, 'NotificationType' | 'Title'>> = [
  {
    NotificationType: 'application',
    Title: { en: 'Your trade licence renewal needs action', ar: 'يتطلب تجديد رخصتك التجارية إجراءً منك' },
  },
  {
    NotificationType: 'payment',
    Title: { en: 'Your electricity bill is ready', ar: 'فاتورة الكهرباء الخاصة بك جاهزة' },
  },
  {
    NotificationType: 'document',
    Title: { en: 'Your Emirates ID expires next month', ar: 'تنتهي صلاحية هويتك الإماراتية الشهر المقبل' },
  },
  {
    NotificationType: 'case',
    Title: { en: 'Your support case was updated', ar: 'تم تحديث حالة طلب الدعم الخاص بك' },
  },
  {
    NotificationType: 'spotlight',
    Title: { en: 'New: pay fines with the assistant', ar: 'جديد: ادفع المخالفات عبر المساعد الذكي' },
  },
];

/** Seeds the signed-in user's bell: a fixed mix of types, about half unread. */
export function seedNotifications(random: Random, now: Date, count = 12): SandboxNotification[] {
  return Array.from({ length: count }, (_, index) => {
    const template = TEMPLATES[index % TEMPLATES.length] as (typeof TEMPLATES)[number];
    const hoursAgo = index * 7 + random.int(0, 6);
    return {
      ...template,
      BellNotificationID: `bn-${String(index + 1).padStart(4, '0')}`,
      BellStatus: random.pick<BellStatus>([0, 1, 2, 2]),
      InfoDate: new Date(now.getTime() - hoursAgo * 3_600_000).toISOString(),
    };
  });
}
