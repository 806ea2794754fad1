import { daysFrom } from './clock';
import type { Bilingual } from './text';

/** Interaction state of a spotlight for the user. Choice: the spec names `status` without values. */
export type SpotlightStatus = 'unread' | 'read' | 'dismissed';

/** Where a spotlight is shown (highlights service: dashboard, what's new, announcements, bell). */
export type SpotlightPlacement = 'dashboard' | 'whatsNew' | 'announcement' | 'notification';

/** A spotlight (spec 000 §3: spotlightId, status; spec 001 §3: startDate, title, desc, tags). */
export interface Spotlight {
  readonly spotlightId: string;
  readonly placement: SpotlightPlacement;
  readonly title: Bilingual;
  readonly desc: Bilingual;
  readonly tags: readonly string[];
  readonly startDate: string;
  status: SpotlightStatus;
}

const ITEMS: ReadonlyArray<Omit<Spotlight, 'spotlightId' | 'startDate' | 'status'>> = [
  {
    placement: 'dashboard',
    title: { en: 'Your locker, now smarter', ar: 'خزانتك الآن أذكى' },
    desc: {
      en: 'See every application and its next step in one place.',
      ar: 'تابع جميع طلباتك وخطوتها التالية في مكان واحد.',
    },
    tags: ['locker'],
  },
  {
    placement: 'dashboard',
    title: { en: 'Autopay for utilities', ar: 'الدفع التلقائي للخدمات' },
    desc: { en: 'Never miss a bill again.', ar: 'لن تفوتك أي فاتورة بعد الآن.' },
    tags: ['payments'],
  },
  {
    placement: 'whatsNew',
    title: { en: 'Pay Darb tolls from your wallet', ar: 'ادفع رسوم درب من محفظتك' },
    desc: {
      en: 'Top up and assign vehicles in the hub.',
      ar: 'عبّئ المحفظة واربط المركبات من المنصة.',
    },
    tags: ['darb', 'new'],
  },
  {
    placement: 'whatsNew',
    title: { en: 'Arabic voice search', ar: 'البحث الصوتي بالعربية' },
    desc: { en: 'Speak to find a service.', ar: 'تحدث للعثور على خدمة.' },
    tags: ['search'],
  },
  {
    placement: 'announcement',
    title: { en: 'Planned maintenance on Friday night', ar: 'صيانة مجدولة ليلة الجمعة' },
    desc: {
      en: 'Some payment services pause from 1 to 3 am.',
      ar: 'تتوقف بعض خدمات الدفع من الساعة 1 إلى 3 صباحًا.',
    },
    tags: ['maintenance'],
  },
  {
    placement: 'notification',
    title: { en: 'Meet your AI assistant', ar: 'تعرّف على مساعدك الذكي' },
    desc: { en: 'Pay bills and fines by asking.', ar: 'ادفع الفواتير والمخالفات بمجرد الطلب.' },
    tags: ['assistant'],
  },
  {
    placement: 'notification',
    title: { en: 'Rate your last service', ar: 'قيّم خدمتك الأخيرة' },
    desc: { en: 'Tell us how we did.', ar: 'أخبرنا برأيك.' },
    tags: ['feedback'],
  },
];

/** Spotlights in every placement; the first of each is unread. */
export function seedSpotlights(now: Date): Spotlight[] {
  return ITEMS.map((item, index) => ({
    ...item,
    spotlightId: `spot-${String(index + 1).padStart(3, '0')}`,
    startDate: daysFrom(now, -index * 3).toISOString(),
    status: index % 2 === 0 ? 'unread' : 'read',
  }));
}
