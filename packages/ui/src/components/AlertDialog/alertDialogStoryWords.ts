/** Words the AlertDialog stories share: the portal's own sign-out and lock-warning texts. */
export const SIGN_OUT_WORDS = {
  trigger: { en: 'Sign out', ar: 'تسجيل الخروج' },
  title: { en: 'Sign out', ar: 'تسجيل الخروج' },
  desc: { en: 'Are you sure you want to sign out?', ar: 'هل أنت متأكد من أنك تريد تسجيل الخروج؟' },
  warning: {
    en: 'Signing out will end all ongoing activity in your current Stay Signed-In session.',
    ar: 'سيؤدي تسجيل الخروج إلى إنهاء جميع الأنشطة الجارية في جلسة البقاء متصلًا الحالية.',
  },
  primary: { en: 'Sign Out', ar: 'تسجيل الخروج' },
  cancel: { en: 'Cancel', ar: 'إلغاء' },
  close: { en: 'Close', ar: 'إغلاق' },
} as const;

export const LOCK_WARNING_WORDS = {
  title: { en: 'Are you still there?', ar: 'هل ما زلت هنا؟' },
  desc: {
    en: 'For your security, your session is about to be locked because you have been inactive.',
    ar: 'حرصًا على أمانك، ستُقفل جلستك قريبًا بسبب عدم النشاط.',
  },
  compDesc: { en: 'Would you like to continue?', ar: 'هل تريد المتابعة؟' },
  primary: { en: 'Continue', ar: 'متابعة' },
  secondary: { en: 'Lock Session', ar: 'قفل الجلسة' },
} as const;
