import type { Bilingual } from '../state/text';

/**
 * Refusals of what does not exist for this person (404): an account, bill, journey, service, page
 * or item the request names. The id the request sent is repeated (digits and codes read the same in
 * both languages; in Arabic between «» so it stays one unit), so a person can check what they typed.
 */
export const NOT_FOUND_REFUSALS = {
  account: (id: string): Bilingual => ({
    en: `There is no account ${id} linked to you.`,
    ar: `لا يوجد حساب «${id}» مرتبط بك.`,
  }),
  accountAtProvider: (provider: Bilingual, id: string): Bilingual => ({
    en: `${provider.en} has no account ${id}.`,
    ar: `لا يوجد لدى «${provider.ar}» حساب «${id}».`,
  }),
  bill: (account: string): Bilingual => ({
    en: `There is no such bill on account ${account}.`,
    ar: `لا توجد هذه الفاتورة على الحساب «${account}».`,
  }),
  provider: (entity: string): Bilingual => ({
    en: `There is no service provider "${entity}".`,
    ar: `لا يوجد مزوّد خدمة «${entity}».`,
  }),
  journey: (id: string): Bilingual => ({
    en: `There is no application ${id}.`,
    ar: `لا يوجد طلب «${id}».`,
  }),
  appointment: (id: string): Bilingual => ({
    en: `There is no appointment ${id}.`,
    ar: `لا يوجد موعد «${id}».`,
  }),
  application: (id: string): Bilingual => ({
    en: `There is no application ${id}.`,
    ar: `لا يوجد طلب «${id}».`,
  }),
  applicationInSpace: (id: string): Bilingual => ({
    en: `Application ${id} is not in this space.`,
    ar: `الطلب «${id}» ليس ضمن هذه المساحة.`,
  }),
  space: {
    en: 'There is no such space.',
    ar: 'لا توجد هذه المساحة.',
  },
  service: (id: string): Bilingual => ({
    en: `There is no service ${id}.`,
    ar: `لا توجد خدمة «${id}».`,
  }),
  serviceAtPath: (path: string): Bilingual => ({
    en: `There is no service at ${path}.`,
    ar: `لا توجد خدمة على المسار «${path}».`,
  }),
  page: (path: string): Bilingual => ({
    en: `There is no page ${path}.`,
    ar: `لا توجد صفحة «${path}».`,
  }),
  item: (id: string): Bilingual => ({
    en: `There is no item ${id}.`,
    ar: `لا يوجد عنصر «${id}».`,
  }),
  wallet: (id: string): Bilingual => ({
    en: `There is no wallet ${id}.`,
    ar: `لا توجد محفظة «${id}».`,
  }),
  vehicle: (id: string): Bilingual => ({
    en: `There is no vehicle ${id}.`,
    ar: `لا توجد مركبة «${id}».`,
  }),
  card: (id: string): Bilingual => ({
    en: `There is no card ${id}.`,
    ar: `لا توجد بطاقة «${id}».`,
  }),
  transaction: (id: string): Bilingual => ({
    en: `There is no payment ${id}.`,
    ar: `لا توجد عملية دفع «${id}».`,
  }),
  receipt: (id: string): Bilingual => ({
    en: `There is no receipt ${id}.`,
    ar: `لا يوجد إيصال «${id}».`,
  }),
  spotlight: (id: string): Bilingual => ({
    en: `There is no spotlight ${id}.`,
    ar: `لا يوجد إعلان «${id}».`,
  }),
  notification: (id: string): Bilingual => ({
    en: `There is no notification ${id}.`,
    ar: `لا يوجد إشعار «${id}».`,
  }),
  draft: (id: string): Bilingual => ({
    en: `There is no draft ${id}.`,
    ar: `لا توجد مسودة «${id}».`,
  }),
  widget: (id: string): Bilingual => ({
    en: `There is no widget ${id}.`,
    ar: `لا توجد أداة «${id}».`,
  }),
  trafficFile: (id: string): Bilingual => ({
    en: `Traffic file ${id} is not yours.`,
    ar: `الملف المروري «${id}» ليس ملفك.`,
  }),
  lookup: (name: string, lists: readonly string[]): Bilingual => ({
    en: `Unknown lookup "${name}". Lookups: ${lists.join(', ')}.`,
    ar: `لا توجد قائمة «${name}».`,
  }),
  signInAction: (action: string): Bilingual => ({
    en: `There is no sign-in step "${action}".`,
    ar: `لا توجد خطوة تسجيل دخول «${action}».`,
  }),
  endpoint: (method: string, path: string): Bilingual => ({
    en: `The sandbox has no endpoint ${method} ${path}.`,
    ar: `لا يوجد لدى هذه الخدمة العنوان «${path}».`,
  }),
  idea: (id: string): Bilingual => ({
    en: `There is no idea ${id} in the community.`,
    ar: `لا توجد فكرة «${id}» في المجتمع.`,
  }),
  ideaDraft: (id: string): Bilingual => ({
    en: `You have no draft ${id}. It may have been sent or deleted.`,
    ar: `ليست لديك مسودة «${id}». ربما أُرسلت أو حُذفت.`,
  }),
} as const;
