import { describe, expect, it } from 'vitest';
import { shellMessages } from '../shellMessages';

describe('shellMessages', () => {
  it('reads the shell texts of both page languages from the catalogues', () => {
    expect(shellMessages('en')).toMatchObject({
      skipToContent: 'Skip to main content',
      otherLanguage: { locale: 'ar-AE', label: 'العربية' },
      somethingWentWrong: 'Something went wrong',
    });
    expect(shellMessages('ar-AE')).toMatchObject({
      skipToContent: 'انتقل إلى المحتوى الرئيسي',
      otherLanguage: { locale: 'en', label: 'English' },
      somethingWentWrong: 'حدث خطأ ما',
    });
  });
});
