import type { Bilingual } from '../state/text';

/**
 * The parts the service catalogue is assembled from: what a government does (actions) to which
 * things (subjects), offered by which entity. Real portals' service names follow this shape
 * ("Renew a trade licence", "تجديد رخصة تجارية"), so combining them gives realistic names in both
 * languages without shipping a copy of any real catalogue.
 */

export interface Action {
  readonly key: string;
  /** Name template; `{s}` is the subject. */
  readonly en: string;
  readonly ar: string;
}

/** A thing services act on, with the actions that make sense for it and its audience. */
export interface Subject {
  readonly key: string;
  /** Noun after the article: "trade licence" (the action template supplies "a"). */
  readonly en: string;
  /** Arabic noun phrase in construct state after the verbal noun: "رخصة تجارية". */
  readonly ar: string;
  readonly category: string;
  /** Which actions make sense for it. */
  readonly actions: readonly string[];
  readonly bundle: 'individual' | 'business';
  readonly personas: ReadonlyArray<'emirati' | 'expat'>;
  /**
   * Words people search for that the name does not contain ("bill" for a utility, "غرامة" for a
   * traffic fine), in each language. Search matches them after the name and before the entity.
   */
  readonly keywords?: { readonly en: string; readonly ar: string };
}

/** A government entity and the categories it offers services in. */
export interface Entity {
  readonly key: string;
  readonly name: Bilingual;
  readonly categories: readonly string[];
}

/** `{s}` is replaced by the subject, in the same language. */
export const ACTIONS: readonly Action[] = [
  { key: 'issue', en: 'Issue a {s}', ar: 'إصدار {s}' },
  { key: 'renew', en: 'Renew a {s}', ar: 'تجديد {s}' },
  { key: 'cancel', en: 'Cancel a {s}', ar: 'إلغاء {s}' },
  { key: 'modify', en: 'Modify a {s}', ar: 'تعديل {s}' },
  { key: 'replace', en: 'Replace a lost or damaged {s}', ar: 'بدل فاقد أو تالف {s}' },
  { key: 'request', en: 'Request a {s}', ar: 'طلب {s}' },
  { key: 'register', en: 'Register a {s}', ar: 'تسجيل {s}' },
  { key: 'pay', en: 'Pay the fees of a {s}', ar: 'دفع رسوم {s}' },
  { key: 'track', en: 'Track a {s} application', ar: 'متابعة طلب {s}' },
  { key: 'transfer', en: 'Transfer a {s}', ar: 'نقل {s}' },
];

/** Offered for every subject: every service can be asked about and objected to. */
export const UNIVERSAL_ACTIONS: readonly Action[] = [
  { key: 'inquire', en: 'Inquire about a {s}', ar: 'الاستعلام عن {s}' },
  { key: 'object', en: 'Object to a decision on a {s}', ar: 'الاعتراض على قرار {s}' },
];

/** Audience qualifiers: a service for everyone, and its variants for nationals and for residents. */
export const QUALIFIERS: ReadonlyArray<{
  readonly persona: 'emirati' | 'expat' | undefined;
  readonly en: string;
  readonly ar: string;
}> = [
  { persona: undefined, en: '', ar: '' },
  { persona: 'emirati', en: ' for UAE nationals', ar: ' للمواطنين' },
  { persona: 'expat', en: ' for residents', ar: ' للمقيمين' },
];

const ALL = [
  'issue',
  'renew',
  'cancel',
  'modify',
  'replace',
  'request',
  'register',
  'pay',
  'track',
  'transfer',
];
const PERMITS = ['issue', 'renew', 'cancel', 'modify', 'pay', 'track'];
const CERTIFICATES = ['issue', 'request', 'replace', 'pay', 'track'];
const BOTH = ['emirati', 'expat'] as const;

/** Every subject of the catalogue. */
export const SUBJECTS: readonly Subject[] = [
  {
    key: 'trade-licence',
    en: 'trade licence',
    ar: 'رخصة تجارية',
    category: 'business',
    actions: ALL,
    bundle: 'business',
    personas: BOTH,
  },
  {
    key: 'commercial-permit',
    en: 'commercial permit',
    ar: 'تصريح تجاري',
    category: 'business',
    actions: PERMITS,
    bundle: 'business',
    personas: BOTH,
  },
  {
    key: 'trade-name',
    en: 'trade name',
    ar: 'اسم تجاري',
    category: 'business',
    actions: ['issue', 'renew', 'cancel', 'modify', 'request', 'register', 'transfer'],
    bundle: 'business',
    personas: BOTH,
  },
  {
    key: 'industrial-licence',
    en: 'industrial licence',
    ar: 'رخصة صناعية',
    category: 'business',
    actions: ALL,
    bundle: 'business',
    personas: BOTH,
  },
  {
    key: 'tourism-licence',
    en: 'tourism licence',
    ar: 'رخصة سياحية',
    category: 'business',
    actions: PERMITS,
    bundle: 'business',
    personas: BOTH,
  },
  {
    key: 'advertising-permit',
    en: 'advertising permit',
    ar: 'تصريح إعلان',
    category: 'business',
    actions: PERMITS,
    bundle: 'business',
    personas: BOTH,
  },
  {
    key: 'food-establishment',
    en: 'food establishment licence',
    ar: 'رخصة منشأة غذائية',
    category: 'health',
    actions: PERMITS,
    bundle: 'business',
    personas: BOTH,
  },
  {
    key: 'labour-card',
    en: 'labour card',
    ar: 'بطاقة عمل',
    category: 'employment',
    actions: ALL,
    bundle: 'business',
    personas: ['expat'],
  },
  {
    key: 'work-permit',
    en: 'work permit',
    ar: 'تصريح عمل',
    category: 'employment',
    actions: PERMITS,
    bundle: 'business',
    personas: ['expat'],
  },
  {
    key: 'establishment-card',
    en: 'establishment card',
    ar: 'بطاقة منشأة',
    category: 'employment',
    actions: ALL,
    bundle: 'business',
    personas: BOTH,
  },
  {
    key: 'building-permit',
    en: 'building permit',
    ar: 'تصريح بناء',
    category: 'housing',
    actions: PERMITS,
    bundle: 'business',
    personas: BOTH,
  },
  {
    key: 'completion-certificate',
    en: 'building completion certificate',
    ar: 'شهادة إنجاز مبنى',
    category: 'housing',
    actions: CERTIFICATES,
    bundle: 'business',
    personas: BOTH,
  },
  {
    key: 'tenancy-contract',
    en: 'tenancy contract',
    ar: 'عقد إيجار',
    category: 'housing',
    actions: ['issue', 'renew', 'cancel', 'modify', 'register', 'pay', 'track'],
    bundle: 'individual',
    personas: BOTH,
  },
  {
    key: 'housing-loan',
    en: 'housing loan',
    ar: 'قرض سكني',
    category: 'housing',
    actions: ['request', 'modify', 'cancel', 'pay', 'track', 'transfer'],
    bundle: 'individual',
    personas: ['emirati'],
  },
  {
    key: 'land-grant',
    en: 'residential land grant',
    ar: 'منحة أرض سكنية',
    category: 'housing',
    actions: ['request', 'modify', 'cancel', 'track', 'transfer'],
    bundle: 'individual',
    personas: ['emirati'],
  },
  {
    key: 'driving-licence',
    en: 'driving licence',
    ar: 'رخصة قيادة',
    category: 'transport',
    actions: ALL,
    bundle: 'individual',
    personas: BOTH,
  },
  {
    key: 'vehicle-registration',
    en: 'vehicle registration',
    ar: 'ملكية مركبة',
    category: 'transport',
    actions: ALL,
    bundle: 'individual',
    personas: BOTH,
    keywords: { en: 'car mulkiya ownership', ar: 'سيارة مركبة ملكية' },
  },
  {
    key: 'parking-permit',
    en: 'resident parking permit',
    ar: 'تصريح مواقف السكان',
    category: 'transport',
    actions: PERMITS,
    bundle: 'individual',
    personas: BOTH,
    keywords: { en: 'mawaqif parking', ar: 'مواقف موقف' },
  },
  {
    key: 'number-plate',
    en: 'number plate',
    ar: 'لوحة أرقام',
    category: 'transport',
    actions: ['issue', 'replace', 'transfer', 'pay', 'request', 'cancel'],
    bundle: 'individual',
    personas: BOTH,
  },
  {
    key: 'traffic-fine',
    en: 'traffic fine',
    ar: 'مخالفة مرورية',
    category: 'transport',
    actions: ['pay', 'track', 'request'],
    bundle: 'individual',
    personas: BOTH,
    keywords: {
      en: 'fine penalty violation ticket speeding radar',
      ar: 'غرامة مخالفة مرور سرعة رادار',
    },
  },
  {
    key: 'toll-account',
    en: 'Darb toll account',
    ar: 'حساب درب لرسوم الطرق',
    category: 'transport',
    actions: ['register', 'modify', 'cancel', 'pay', 'track'],
    bundle: 'individual',
    personas: BOTH,
    keywords: { en: 'toll road gate', ar: 'بوابة طرق تعرفة' },
  },
  {
    key: 'health-card',
    en: 'health card',
    ar: 'بطاقة صحية',
    category: 'health',
    actions: ALL,
    bundle: 'individual',
    personas: BOTH,
  },
  {
    key: 'medical-fitness',
    en: 'medical fitness certificate',
    ar: 'شهادة لياقة طبية',
    category: 'health',
    actions: CERTIFICATES,
    bundle: 'individual',
    personas: ['expat'],
  },
  {
    key: 'birth-certificate',
    en: 'birth certificate',
    ar: 'شهادة ميلاد',
    category: 'family',
    actions: CERTIFICATES,
    bundle: 'individual',
    personas: BOTH,
  },
  {
    key: 'marriage-certificate',
    en: 'marriage certificate',
    ar: 'عقد زواج',
    category: 'family',
    actions: CERTIFICATES,
    bundle: 'individual',
    personas: BOTH,
  },
  {
    key: 'family-book',
    en: 'family book',
    ar: 'خلاصة قيد',
    category: 'family',
    actions: ['issue', 'renew', 'replace', 'modify', 'track'],
    bundle: 'individual',
    personas: ['emirati'],
  },
  {
    key: 'social-support',
    en: 'social support allowance',
    ar: 'علاوة الدعم الاجتماعي',
    category: 'family',
    actions: ['request', 'renew', 'modify', 'cancel', 'track'],
    bundle: 'individual',
    personas: ['emirati'],
  },
  {
    key: 'school-registration',
    en: 'public school place',
    ar: 'مقعد في مدرسة حكومية',
    category: 'education',
    actions: ['request', 'register', 'transfer', 'cancel', 'track'],
    bundle: 'individual',
    personas: BOTH,
  },
  {
    key: 'certificate-equivalency',
    en: 'certificate equivalency',
    ar: 'معادلة شهادة',
    category: 'education',
    actions: CERTIFICATES,
    bundle: 'individual',
    personas: BOTH,
  },
  {
    key: 'teacher-licence',
    en: 'teaching licence',
    ar: 'رخصة تعليم',
    category: 'education',
    actions: PERMITS,
    bundle: 'individual',
    personas: BOTH,
  },
  {
    key: 'good-conduct',
    en: 'good conduct certificate',
    ar: 'شهادة حسن سيرة وسلوك',
    category: 'justice',
    actions: CERTIFICATES,
    bundle: 'individual',
    personas: BOTH,
  },
  {
    key: 'power-of-attorney',
    en: 'power of attorney',
    ar: 'وكالة قانونية',
    category: 'justice',
    actions: ['issue', 'cancel', 'modify', 'request', 'track'],
    bundle: 'individual',
    personas: BOTH,
  },
  {
    key: 'electricity-connection',
    en: 'electricity connection',
    ar: 'توصيل الكهرباء',
    category: 'utilities',
    actions: ['request', 'transfer', 'cancel', 'modify', 'pay', 'track'],
    bundle: 'individual',
    personas: BOTH,
    keywords: {
      en: 'bill utility power electric meter consumption',
      ar: 'فاتورة كهرباء عداد استهلاك',
    },
  },
  {
    key: 'water-connection',
    en: 'water connection',
    ar: 'توصيل المياه',
    category: 'utilities',
    actions: ['request', 'transfer', 'cancel', 'modify', 'pay', 'track'],
    bundle: 'individual',
    personas: BOTH,
    keywords: { en: 'bill utility meter consumption', ar: 'فاتورة ماء مياه عداد استهلاك' },
  },
  {
    key: 'pet-licence',
    en: 'pet licence',
    ar: 'رخصة حيوان أليف',
    category: 'environment',
    actions: PERMITS,
    bundle: 'individual',
    personas: BOTH,
  },
  {
    key: 'fishing-licence',
    en: 'fishing licence',
    ar: 'رخصة صيد',
    category: 'environment',
    actions: PERMITS,
    bundle: 'individual',
    personas: BOTH,
  },
  {
    key: 'event-permit',
    en: 'event permit',
    ar: 'تصريح فعالية',
    category: 'culture',
    actions: PERMITS,
    bundle: 'business',
    personas: BOTH,
  },
  {
    key: 'media-licence',
    en: 'media licence',
    ar: 'رخصة إعلامية',
    category: 'culture',
    actions: ALL,
    bundle: 'business',
    personas: BOTH,
  },
  {
    key: 'scholarship',
    en: 'university scholarship',
    ar: 'منحة دراسية جامعية',
    category: 'education',
    actions: ['request', 'modify', 'cancel', 'track'],
    bundle: 'individual',
    personas: ['emirati'],
  },
  // Last, so that the services before it keep their ids, entities and popularity.
  {
    key: 'parking-fine',
    en: 'parking fine',
    ar: 'مخالفة مواقف',
    category: 'transport',
    actions: ['pay'],
    bundle: 'individual',
    personas: BOTH,
    keywords: { en: 'mawaqif parking fine penalty', ar: 'مواقف غرامة مخالفة' },
  },
];

/** The entities services are offered by; a subject's services are spread across the entities of its category. */
export const ENTITIES: readonly Entity[] = [
  {
    key: 'ded',
    name: { en: 'Department of Economic Development', ar: 'دائرة التنمية الاقتصادية' },
    categories: ['business', 'employment'],
  },
  {
    key: 'dmt',
    name: { en: 'Department of Municipalities and Transport', ar: 'دائرة البلديات والنقل' },
    categories: ['housing', 'transport', 'environment'],
  },
  {
    key: 'adp',
    name: { en: 'Abu Dhabi Police', ar: 'شرطة أبوظبي' },
    categories: ['transport', 'justice'],
  },
  { key: 'doh', name: { en: 'Department of Health', ar: 'دائرة الصحة' }, categories: ['health'] },
  {
    key: 'adek',
    name: { en: 'Department of Education and Knowledge', ar: 'دائرة التعليم والمعرفة' },
    categories: ['education'],
  },
  {
    key: 'adjd',
    name: { en: 'Abu Dhabi Judicial Department', ar: 'دائرة القضاء في أبوظبي' },
    categories: ['justice', 'family'],
  },
  {
    key: 'dct',
    name: { en: 'Department of Culture and Tourism', ar: 'دائرة الثقافة والسياحة' },
    categories: ['culture', 'business'],
  },
  {
    key: 'adha',
    name: { en: 'Abu Dhabi Housing Authority', ar: 'هيئة أبوظبي للإسكان' },
    categories: ['housing'],
  },
  {
    key: 'dcd',
    name: { en: 'Department of Community Development', ar: 'دائرة تنمية المجتمع' },
    categories: ['family'],
  },
  {
    key: 'ead',
    name: { en: 'Environment Agency Abu Dhabi', ar: 'هيئة البيئة - أبوظبي' },
    categories: ['environment'],
  },
  {
    key: 'addc',
    name: { en: 'Abu Dhabi Distribution Company', ar: 'شركة أبوظبي للتوزيع' },
    categories: ['utilities'],
  },
  {
    key: 'aadc',
    name: { en: 'Al Ain Distribution Company', ar: 'شركة العين للتوزيع' },
    categories: ['utilities'],
  },
  {
    key: 'itc',
    name: { en: 'Integrated Transport Centre', ar: 'مركز النقل المتكامل' },
    categories: ['transport'],
  },
  {
    key: 'mawaheb',
    name: { en: 'Abu Dhabi Media Office', ar: 'مكتب أبوظبي الإعلامي' },
    categories: ['culture'],
  },
];

/** Browse categories with their names. */
export const CATEGORIES: Readonly<Record<string, Bilingual>> = {
  business: { en: 'Business and trade', ar: 'الأعمال والتجارة' },
  employment: { en: 'Employment', ar: 'التوظيف' },
  housing: { en: 'Housing and property', ar: 'الإسكان والعقارات' },
  transport: { en: 'Transport and driving', ar: 'النقل والقيادة' },
  health: { en: 'Health', ar: 'الصحة' },
  family: { en: 'Family and social support', ar: 'الأسرة والدعم الاجتماعي' },
  education: { en: 'Education', ar: 'التعليم' },
  justice: { en: 'Justice and legal', ar: 'العدل والشؤون القانونية' },
  utilities: { en: 'Electricity and water', ar: 'الكهرباء والمياه' },
  environment: { en: 'Environment and animals', ar: 'البيئة والحيوانات' },
  culture: { en: 'Culture, media and events', ar: 'الثقافة والإعلام والفعاليات' },
};
