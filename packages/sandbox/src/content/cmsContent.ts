import type { Language } from '../state/text';
import { DARB_TERMS } from '../state/tollWallet';
import { INFORMATION_PAGE_KEYS, informationPage } from './informationPages';
import { homeContentItem, isHomeItemId, miniAppData } from './portalContent';

/**
 * CMS pages of the locker (`/api/cms/getCmsPage/{group}/{name}`): a title and an introduction per
 * page the spec routes to (spec 000 §2). Choice: the spec shows no page fields; these are the ones a
 * page header needs.
 */
const PAGES: Readonly<
  Record<string, { title: { en: string; ar: string }; intro: { en: string; ar: string } }>
> = {
  'mylocker/payments': {
    title: { en: 'Payments', ar: 'المدفوعات' },
    intro: {
      en: 'Bills, fines and receipts in one place.',
      ar: 'الفواتير والمخالفات والإيصالات في مكان واحد.',
    },
  },
  'mylocker/documents': {
    title: { en: 'My documents', ar: 'مستنداتي' },
    intro: {
      en: 'Your official documents and when they expire.',
      ar: 'مستنداتك الرسمية وتواريخ انتهائها.',
    },
  },
  'mylocker/support-center': {
    title: { en: 'Support centre', ar: 'مركز الدعم' },
    intro: { en: 'Follow your support cases.', ar: 'تابع طلبات الدعم الخاصة بك.' },
  },
  'mylocker/applications': {
    title: { en: 'Applications in progress', ar: 'الطلبات قيد التنفيذ' },
    intro: { en: 'Requests, drafts and journeys.', ar: 'الطلبات والمسودات والرحلات.' },
  },
  'my-utilities/autopay': {
    title: { en: 'Autopay', ar: 'الدفع التلقائي' },
    intro: {
      en: 'Pay your utility bills automatically each month.',
      ar: 'ادفع فواتيرك تلقائيًا كل شهر.',
    },
  },
  'my-utilities/wallet': {
    title: { en: 'Toll and parking wallet', ar: 'محفظة رسوم الطرق والمواقف' },
    intro: { en: 'Top up, manage vehicles and cards.', ar: 'عبّئ رصيدك وأدر مركباتك وبطاقاتك.' },
  },
};

/** A CMS page by group and name, in one language; `undefined` when there is none. */
export function cmsPage(
  group: string,
  name: string,
  language: Language,
): Record<string, unknown> | undefined {
  const information = informationPage(group, name, language);
  if (information) return information;
  if (!Object.hasOwn(PAGES, `${group}/${name}`)) return undefined;
  const page = PAGES[`${group}/${name}`];
  if (!page) return undefined;
  return { id: `${group}/${name}`, title: page.title[language], intro: page.intro[language] };
}

/** Names of the CMS pages, for messages that list what exists. */
export const CMS_PAGE_KEYS = [...Object.keys(PAGES), ...INFORMATION_PAGE_KEYS];

/** A CMS item by id: the home items, the Darb terms and the mini-app data. */
export function cmsItem(itemId: string, language: Language): Record<string, unknown> | undefined {
  if (isHomeItemId(itemId)) return { id: itemId, ...homeContentItem(itemId, language) };
  if (itemId === 'darb-terms') return { id: itemId, html: DARB_TERMS[language] };
  if (itemId === 'mini-app') return { id: itemId, ...miniAppData(language) };
  return undefined;
}
