import type { PortalLocale } from '../locale/portalLocale';

/** Texts of the reference app's shell (header chrome), per portal locale. */
export interface ShellMessages {
  readonly siteName: string;
  readonly skipToContent: string;
  readonly homeHeading: string;
  readonly homeIntro: string;
  /** Name of the dark-theme toggle (a pressed/unpressed button). */
  readonly darkTheme: string;
  /** Link to the same page in the other language, written in that language. */
  readonly otherLanguage: { readonly locale: PortalLocale; readonly label: string };
  readonly somethingWentWrong: string;
}

const SHELL_MESSAGES: Record<PortalLocale, ShellMessages> = {
  en: {
    siteName: 'Government services',
    skipToContent: 'Skip to main content',
    homeHeading: 'What are you looking for?',
    homeIntro: 'More than 700 government services, your bills and your applications in one place.',
    darkTheme: 'Dark theme',
    otherLanguage: { locale: 'ar-AE', label: 'العربية' },
    somethingWentWrong: 'Something went wrong',
  },
  'ar-AE': {
    siteName: 'الخدمات الحكومية',
    skipToContent: 'انتقل إلى المحتوى الرئيسي',
    homeHeading: 'عمّ تبحث؟',
    homeIntro: 'أكثر من 700 خدمة حكومية، وفواتيرك وطلباتك في مكان واحد.',
    darkTheme: 'المظهر الداكن',
    otherLanguage: { locale: 'en', label: 'English' },
    somethingWentWrong: 'حدث خطأ ما',
  },
};

/** The shell texts of a portal locale. */
export function shellMessages(locale: PortalLocale): ShellMessages {
  return SHELL_MESSAGES[locale];
}
