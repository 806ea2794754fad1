/** Words the Dialog stories share (components hold none; stories pick them by locale). */
export const DIALOG_WORDS = {
  trigger: { en: 'Change mobile number', ar: 'تغيير رقم الهاتف المتحرك' },
  title: { en: 'Change mobile number', ar: 'تغيير رقم الهاتف المتحرك' },
  description: {
    en: 'We will send a code to the new number to confirm it.',
    ar: 'سنرسل رمزًا إلى الرقم الجديد لتأكيده.',
  },
  field: { en: 'New mobile number', ar: 'رقم الهاتف المتحرك الجديد' },
  cancel: { en: 'Cancel', ar: 'إلغاء' },
  save: { en: 'Send code', ar: 'إرسال الرمز' },
  close: { en: 'Close', ar: 'إغلاق' },
} as const;
