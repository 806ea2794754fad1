/** Words the Popover stories share (components hold none; stories pick them by locale). */
export const POPOVER_WORDS = {
  trigger: { en: 'What is a Stay Signed-In PIN?', ar: 'ما هو رمز البقاء متصلًا؟' },
  title: { en: 'Stay Signed-In PIN', ar: 'رمز البقاء متصلًا' },
  body: {
    en: 'Four digits you choose to unlock your session without signing in again.',
    ar: 'أربعة أرقام تختارها لفتح جلستك دون تسجيل الدخول مرة أخرى.',
  },
  link: { en: 'Change my PIN', ar: 'تغيير الرمز' },
  close: { en: 'Close', ar: 'إغلاق' },
} as const;
