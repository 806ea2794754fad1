import { describe, expect, it } from 'vitest';
import { shellMessages } from '../shellMessages';

describe('shellMessages', () => {
  it('reads the shell texts of both page languages from the catalogues', () => {
    expect(shellMessages('en')).toMatchObject({
      skipToContent: 'Skip to main content',
      otherLanguage: { locale: 'ar-AE', label: 'العربية' },
      somethingWentWrong: 'Something went wrong',
      signIn: 'Sign in',
      notFound: { title: 'Page not found', search: 'Search for a service' },
      breadcrumbs: { home: 'Home', myLocker: 'My locker' },
      testData: { tag: 'Test data' },
    });
    expect(shellMessages('ar-AE')).toMatchObject({
      skipToContent: 'انتقل إلى المحتوى الرئيسي',
      otherLanguage: { locale: 'en', label: 'English' },
      somethingWentWrong: 'حدث خطأ ما',
      signIn: 'تسجيل الدخول',
      notFound: { title: 'الصفحة غير موجودة' },
      testData: { tag: 'بيانات تجريبية' },
    });
  });
});
