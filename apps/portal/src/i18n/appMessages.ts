import type { PortalLocale } from '@portal/core';

/**
 * Texts the app needs before core's catalogues have them. Each belongs in core's `shell` catalogue
 * (`ShellMessages`); until then they live here, in both page languages, and nowhere else.
 */
export interface AppMessages {
  /** The visitor's sign-in link in the header (core's catalogue: `header.signIn`). */
  readonly signIn: string;
  /** Said while `/login` hands over to the sign-in page. */
  readonly signingIn: string;
  readonly notFound: {
    /** `<title>` and heading of the 404 page. */
    readonly title: string;
    readonly body: string;
    readonly home: string;
  };
}

const ENGLISH: AppMessages = {
  signIn: 'Sign in',
  signingIn: 'Taking you to sign in…',
  notFound: {
    title: 'Page not found',
    body: 'The address may be mistyped, or the page may have moved. Check the address, or find the service you need from the home page.',
    home: 'Go to the home page',
  },
};

const ARABIC: AppMessages = {
  signIn: 'تسجيل الدخول',
  signingIn: 'جارٍ نقلك إلى تسجيل الدخول…',
  notFound: {
    title: 'الصفحة غير موجودة',
    body: 'ربما كُتب العنوان بشكل خاطئ، أو نُقلت الصفحة. تحقّق من العنوان، أو ابحث عن الخدمة التي تحتاجها من الصفحة الرئيسية.',
    home: 'الانتقال إلى الصفحة الرئيسية',
  },
};

/** The app's own texts in a page language. */
export function appMessages(locale: PortalLocale): AppMessages {
  return locale === 'ar-AE' ? ARABIC : ENGLISH;
}
