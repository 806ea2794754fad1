import { INTERFACE_LOCALES, type InterfaceLocale } from '../locale/interfaceLocales';

/**
 * The catalogue namespaces. Each is one file per locale, loaded on demand, so a page downloads only
 * the areas it shows (issue 7: "a user downloads only the languages and areas they use").
 */
export const NAMESPACES = [
  'common',
  'shell',
  'home',
  'session',
  'locker',
  'utilities',
  'forms',
  'services',
  'assistant',
  'community',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Which namespace holds a key, by the key's first segment. Keys are global (`form.error.accountNumber`,
 * as spec 000 §5 names them), so callers and the business rules never name a namespace; this table
 * is the one place that routes them, and a test checks that every catalogue key routes to its file.
 */
export const NAMESPACE_OF_KEY_PREFIX: Readonly<Record<string, Namespace>> = {
  something: 'common',
  common: 'common',
  component: 'common',
  shell: 'shell',
  assistant: 'assistant',
  community: 'community',
  header: 'shell',
  footer: 'shell',
  cookieNotice: 'shell',
  home: 'home',
  search: 'home',
  onboarding: 'home',
  feedback: 'home',
  miniApp: 'home',
  downloadApp: 'home',
  changeLanguage: 'session',
  signOut: 'session',
  unlocksession: 'session',
  lockWarning: 'session',
  sessionDialog: 'session',
  locker: 'locker',
  application: 'locker',
  journey: 'locker',
  sla: 'locker',
  appointment: 'locker',
  supportCase: 'locker',
  document: 'locker',
  notification: 'locker',
  payment: 'locker',
  receipt: 'locker',
  myData: 'locker',
  settings: 'locker',
  utilities: 'utilities',
  account: 'utilities',
  bill: 'utilities',
  shareBill: 'utilities',
  amountPicker: 'utilities',
  autopay: 'utilities',
  wallet: 'utilities',
  vehicle: 'utilities',
  card: 'utilities',
  salik: 'utilities',
  parking: 'utilities',
  form: 'forms',
  service: 'services',
  information: 'services',
  talkToUs: 'services',
  favourites: 'services',
};

/**
 * The namespace of a message key, or `undefined` when its first segment is not routed or the key is
 * not a string. Never throws; a prefix such as `constructor` is not mistaken for a table entry.
 */
export function namespaceOf(key: string): Namespace | undefined {
  const dot = typeof key === 'string' ? key.indexOf('.') : -1;
  const prefix = dot > 0 ? key.slice(0, dot) : '';
  // Own entries only, so `constructor.x` is not routed through Object.prototype.
  return Object.hasOwn(NAMESPACE_OF_KEY_PREFIX, prefix)
    ? NAMESPACE_OF_KEY_PREFIX[prefix]
    : undefined;
}

const ENGLISH_AND_ARABIC = ['en', 'ar-AE'] as const satisfies readonly InterfaceLocale[];

/**
 * The locales each namespace ships. The session dialogs exist in all 57 interface languages (spec
 * 001 §1); every other area exists in English and Arabic, the two page languages (spec 001 §2). Any
 * other locale reads those areas in English.
 */
export const CATALOGUE_LOCALES: Readonly<Record<Namespace, readonly InterfaceLocale[]>> = {
  common: ENGLISH_AND_ARABIC,
  shell: ENGLISH_AND_ARABIC,
  home: ENGLISH_AND_ARABIC,
  session: INTERFACE_LOCALES,
  locker: ENGLISH_AND_ARABIC,
  utilities: ENGLISH_AND_ARABIC,
  forms: ENGLISH_AND_ARABIC,
  services: ENGLISH_AND_ARABIC,
  assistant: ENGLISH_AND_ARABIC,
  community: ENGLISH_AND_ARABIC,
};

/** The locale every catalogue is complete in, and the fallback for any missing key (issue 7). */
export const SOURCE_LOCALE = 'en' satisfies InterfaceLocale;
