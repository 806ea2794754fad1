import type { ComponentWords } from './componentWords';
import { countFormatOf } from './componentWordsCount';
import { arabicNotificationsLabel } from './notificationBellWords';

/** Arabic (`ar-AE/…`), with the six CLDR plural forms where a count is spoken. */
export function arabicComponentWords(): ComponentWords {
  const printCount = countFormatOf('ar-AE');
  const plural = new Intl.PluralRules('ar-AE');
  return {
    close: 'إغلاق',
    loading: 'جارٍ التحميل…',
    tryAgain: 'إعادة المحاولة',
    retrying: 'جارٍ إعادة المحاولة…',
    opensInNewTab: 'يفتح في علامة تبويب جديدة',
    breadcrumbs: 'مسار التنقل',
    pagination: 'الصفحات',
    previousPage: 'الصفحة السابقة',
    nextPage: 'الصفحة التالية',
    suggestions: 'الاقتراحات',
    suggestionCount: (total) => {
      switch (plural.select(total)) {
        case 'zero':
          return 'لا توجد اقتراحات';
        case 'one':
          return 'اقتراح واحد';
        case 'two':
          return 'اقتراحان';
        case 'few':
          return `${printCount(total)} اقتراحات`;
        case 'many':
          return `${printCount(total)} اقتراحًا`;
        default:
          return `${printCount(total)} اقتراح`;
      }
    },
    pinDigit: (current, total) => `الرقم ${current} من ${total}`,
    notifications: arabicNotificationsLabel,
    characterCount: ({ length, limit }) => `${length} من ${limit} حرف`,
    step: (current, total) => `الخطوة ${current} من ${total}`,
    toast: 'إشعار',
    toastRegion: 'الإشعارات ({hotkey})',
  };
}
