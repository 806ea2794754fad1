import { daysFrom, toIsoDay } from './clock';
import type { Bilingual } from './text';

/** A document in the user's locker with its expiry date. */
export interface LockerDocument {
  /** The three path parts of the document's detail page (spec 000 §2: /details/{a}/{b}/{c}). */
  readonly path: readonly [string, string, string];
  readonly title: Bilingual;
  readonly issuer: Bilingual;
  readonly expiryDate: string | undefined;
  /** The number printed on the document (its detail page shows it). */
  readonly number: string;
  /** When it was issued, `YYYY-MM-DD`. */
  readonly issueDate: string;
}

const DOCUMENTS: ReadonlyArray<Pick<LockerDocument, 'title' | 'issuer'>> = [
  {
    title: { en: 'Emirates ID', ar: 'الهوية الإماراتية' },
    issuer: {
      en: 'Federal Authority for Identity and Citizenship',
      ar: 'الهيئة الاتحادية للهوية والجنسية',
    },
  },
  {
    title: { en: 'Driving licence', ar: 'رخصة القيادة' },
    issuer: { en: 'Abu Dhabi Police', ar: 'شرطة أبوظبي' },
  },
  {
    title: { en: 'Vehicle registration', ar: 'ملكية المركبة' },
    issuer: { en: 'Abu Dhabi Police', ar: 'شرطة أبوظبي' },
  },
  {
    title: { en: 'Trade licence', ar: 'الرخصة التجارية' },
    issuer: { en: 'Department of Economic Development', ar: 'دائرة التنمية الاقتصادية' },
  },
  {
    title: { en: 'Tenancy contract', ar: 'عقد الإيجار' },
    issuer: { en: 'Department of Municipalities and Transport', ar: 'دائرة البلديات والنقل' },
  },
  {
    title: { en: 'Health insurance card', ar: 'بطاقة التأمين الصحي' },
    issuer: { en: 'Department of Health', ar: 'دائرة الصحة' },
  },
  {
    title: { en: 'Passport', ar: 'جواز السفر' },
    issuer: {
      en: 'Federal Authority for Identity and Citizenship',
      ar: 'الهيئة الاتحادية للهوية والجنسية',
    },
  },
  {
    title: { en: 'Family book', ar: 'خلاصة القيد' },
    issuer: {
      en: 'Federal Authority for Identity and Citizenship',
      ar: 'الهيئة الاتحادية للهوية والجنسية',
    },
  },
];

/**
 * Expiry dates spread across the expiry window (spec 000 §9: from a year and 60 days back to the
 * future): long expired, recently expired, expiring this month (the soonest group), in a few months,
 * next year, and a document that never expires.
 */
const EXPIRY_OFFSETS_DAYS: ReadonlyArray<number | undefined> = [
  -400,
  -45,
  9,
  21,
  75,
  160,
  420,
  undefined,
];

/** The demo user's documents, expiring across the window (see EXPIRY_OFFSETS_DAYS). */
export function seedDocuments(now: Date): LockerDocument[] {
  return DOCUMENTS.map((document, index) => {
    const offset = EXPIRY_OFFSETS_DAYS[index];
    const number = `DOC-${String(9_000 + index * 13)}`;
    // Issued some years before it expires (or before now, for the one that never expires).
    const issued = daysFrom(now, (offset ?? 0) - 365 * (2 + (index % 3)));
    return {
      ...document,
      path: ['moi', `doc-type-${index + 1}`, number],
      number,
      issueDate: toIsoDay(issued),
      expiryDate: offset === undefined ? undefined : toIsoDay(daysFrom(now, offset)),
    };
  });
}
