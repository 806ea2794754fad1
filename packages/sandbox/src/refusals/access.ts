import type { Bilingual } from '../state/text';

/**
 * Refusals of who may call (401, 403): nobody signed in, a locked session, a missing or stale
 * anti-forgery token, a session kind that cannot do what was asked. In both interface languages;
 * `refuse` picks the request's.
 */
export const ACCESS_REFUSALS = {
  notSignedIn: {
    en: 'You are not signed in. Sign in to use this service.',
    ar: 'لم تسجّل الدخول. سجّل الدخول لاستخدام هذه الخدمة.',
  },
  sessionLocked: {
    en: 'Your session is locked. Enter your PIN to resume it.',
    ar: 'جلستك مقفلة. أدخل رمز التعريف الشخصي لمتابعتها.',
  },
  csrfMissing: {
    en: 'The page did not send its security token. Reload the page and try again.',
    ar: 'لم ترسل الصفحة رمز الأمان الخاص بها. أعد تحميل الصفحة وحاول مرة أخرى.',
  },
  csrfWrong: {
    en: 'The security token is wrong or expired. Reload the page and try again.',
    ar: 'رمز الأمان غير صحيح أو انتهت صلاحيته. أعد تحميل الصفحة وحاول مرة أخرى.',
  },
  onlyStaySignedInLocks: {
    en: 'Only a Stay Signed-In session can be locked.',
    ar: 'لا يمكن قفل الجلسة إلا إذا اخترت البقاء متصلًا.',
  },
} as const satisfies Record<string, Bilingual>;
