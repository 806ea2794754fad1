import type { Catalogue } from './message';
import type { Namespace } from './namespaces';

type CatalogueModule = Promise<{ readonly default: Catalogue }>;

/**
 * One lazy import per shipped catalogue file, written out (not globbed) so every bundler splits each
 * file into its own chunk and a page downloads only the languages and areas it uses (issue 7).
 * A test checks this table against the files in `catalogues/` and {@link CATALOGUE_LOCALES}.
 */
export const CATALOGUE_IMPORTS: Readonly<
  Record<Namespace, Readonly<Record<string, () => CatalogueModule>>>
> = {
  common: {
    'ar-AE': () => import('./catalogues/ar-AE/common.json'),
    en: () => import('./catalogues/en/common.json'),
  },
  shell: {
    'ar-AE': () => import('./catalogues/ar-AE/shell.json'),
    en: () => import('./catalogues/en/shell.json'),
  },
  home: {
    'ar-AE': () => import('./catalogues/ar-AE/home.json'),
    en: () => import('./catalogues/en/home.json'),
  },
  session: {
    'ar-AE': () => import('./catalogues/ar-AE/session.json'),
    az: () => import('./catalogues/az/session.json'),
    bg: () => import('./catalogues/bg/session.json'),
    bn: () => import('./catalogues/bn/session.json'),
    bs: () => import('./catalogues/bs/session.json'),
    ca: () => import('./catalogues/ca/session.json'),
    cs: () => import('./catalogues/cs/session.json'),
    cy: () => import('./catalogues/cy/session.json'),
    da: () => import('./catalogues/da/session.json'),
    de: () => import('./catalogues/de/session.json'),
    el: () => import('./catalogues/el/session.json'),
    en: () => import('./catalogues/en/session.json'),
    et: () => import('./catalogues/et/session.json'),
    eu: () => import('./catalogues/eu/session.json'),
    fa: () => import('./catalogues/fa/session.json'),
    fi: () => import('./catalogues/fi/session.json'),
    fr: () => import('./catalogues/fr/session.json'),
    gl: () => import('./catalogues/gl/session.json'),
    gu: () => import('./catalogues/gu/session.json'),
    hr: () => import('./catalogues/hr/session.json'),
    hu: () => import('./catalogues/hu/session.json'),
    hy: () => import('./catalogues/hy/session.json'),
    id: () => import('./catalogues/id/session.json'),
    it: () => import('./catalogues/it/session.json'),
    ja: () => import('./catalogues/ja/session.json'),
    ka: () => import('./catalogues/ka/session.json'),
    kk: () => import('./catalogues/kk/session.json'),
    kn: () => import('./catalogues/kn/session.json'),
    ko: () => import('./catalogues/ko/session.json'),
    lt: () => import('./catalogues/lt/session.json'),
    lv: () => import('./catalogues/lv/session.json'),
    mk: () => import('./catalogues/mk/session.json'),
    mn: () => import('./catalogues/mn/session.json'),
    mr: () => import('./catalogues/mr/session.json'),
    ms: () => import('./catalogues/ms/session.json'),
    mt: () => import('./catalogues/mt/session.json'),
    nb: () => import('./catalogues/nb/session.json'),
    ne: () => import('./catalogues/ne/session.json'),
    nl: () => import('./catalogues/nl/session.json'),
    or: () => import('./catalogues/or/session.json'),
    pa: () => import('./catalogues/pa/session.json'),
    pl: () => import('./catalogues/pl/session.json'),
    ps: () => import('./catalogues/ps/session.json'),
    'pt-BR': () => import('./catalogues/pt-BR/session.json'),
    'pt-PT': () => import('./catalogues/pt-PT/session.json'),
    ro: () => import('./catalogues/ro/session.json'),
    ru: () => import('./catalogues/ru/session.json'),
    si: () => import('./catalogues/si/session.json'),
    sk: () => import('./catalogues/sk/session.json'),
    sl: () => import('./catalogues/sl/session.json'),
    sq: () => import('./catalogues/sq/session.json'),
    'sr-Cyrl': () => import('./catalogues/sr-Cyrl/session.json'),
    uk: () => import('./catalogues/uk/session.json'),
    uz: () => import('./catalogues/uz/session.json'),
    vi: () => import('./catalogues/vi/session.json'),
    'zh-CN': () => import('./catalogues/zh-CN/session.json'),
    'zh-Hant': () => import('./catalogues/zh-Hant/session.json'),
  },
  locker: {
    'ar-AE': () => import('./catalogues/ar-AE/locker.json'),
    en: () => import('./catalogues/en/locker.json'),
  },
  utilities: {
    'ar-AE': () => import('./catalogues/ar-AE/utilities.json'),
    en: () => import('./catalogues/en/utilities.json'),
  },
  forms: {
    'ar-AE': () => import('./catalogues/ar-AE/forms.json'),
    en: () => import('./catalogues/en/forms.json'),
  },
  services: {
    'ar-AE': () => import('./catalogues/ar-AE/services.json'),
    en: () => import('./catalogues/en/services.json'),
  },
  assistant: {
    'ar-AE': () => import('./catalogues/ar-AE/assistant.json'),
    en: () => import('./catalogues/en/assistant.json'),
  },
  community: {
    'ar-AE': () => import('./catalogues/ar-AE/community.json'),
    en: () => import('./catalogues/en/community.json'),
  },
};
