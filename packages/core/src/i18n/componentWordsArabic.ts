import { BADGE_COUNT_MAX, formatBadgeCount } from '../format/formatBadgeCount';
import type { ComponentWords } from './componentWords';
import { countFormatOf } from './componentWordsCount';

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
    notifications: (count) => {
      const shown = count === undefined ? undefined : formatBadgeCount(count);
      if (shown === undefined) return 'الإشعارات';
      // The plural form follows the number the badge shows (99 for "99+").
      switch (plural.select(Math.min(Math.floor(count ?? 0), BADGE_COUNT_MAX))) {
        case 'one':
          return 'الإشعارات، إشعار واحد غير مقروء';
        case 'two':
          return 'الإشعارات، إشعاران غير مقروءين';
        case 'few':
          return `الإشعارات، ${shown} إشعارات غير مقروءة`;
        case 'many':
          return `الإشعارات، ${shown} إشعارًا غير مقروء`;
        default:
          return `الإشعارات، ${shown} إشعار غير مقروء`;
      }
    },
    characterCount: ({ length, limit }) => `${length} من ${limit} حرف`,
    step: (current, total) => `الخطوة ${current} من ${total}`,
    toast: 'إشعار',
    toastRegion: 'الإشعارات ({hotkey})',
  };
}
