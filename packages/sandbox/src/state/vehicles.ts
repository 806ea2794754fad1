import type { Random } from './random';
import type { Bilingual } from './text';

/** A vehicle plate (spec 000 §3). */
export interface Plate {
  readonly plateNumber: string;
  /** `AE` means a local plate. */
  readonly plateCountryCode: string;
  /** 1 Abu Dhabi … 7 Fujairah. */
  readonly plateEmirateCode: number;
  /** 1 Private, 2 Public, 7 Export, 34 Trailer, 20/40 Bike, 29 Classic. */
  readonly plateKindCode: number;
  readonly plateColorCode: string;
}

/** Emirates and their short codes (spec 000 §3). */
export const EMIRATES: ReadonlyArray<{
  readonly code: number;
  readonly short: string;
  readonly name: Bilingual;
}> = [
  { code: 1, short: 'AUH', name: { en: 'Abu Dhabi', ar: 'أبوظبي' } },
  { code: 2, short: 'DXB', name: { en: 'Dubai', ar: 'دبي' } },
  { code: 3, short: 'SHJ', name: { en: 'Sharjah', ar: 'الشارقة' } },
  { code: 4, short: 'AJM', name: { en: 'Ajman', ar: 'عجمان' } },
  { code: 5, short: 'UAQ', name: { en: 'Umm Al Quwain', ar: 'أم القيوين' } },
  { code: 6, short: 'RAK', name: { en: 'Ras Al Khaimah', ar: 'رأس الخيمة' } },
  { code: 7, short: 'FUJ', name: { en: 'Fujairah', ar: 'الفجيرة' } },
];

/** Plate kinds and their ids (spec 000 §3); Other has no id in the spec, 99 is our choice. */
export const PLATE_KINDS: ReadonlyArray<{ readonly id: number; readonly name: Bilingual }> = [
  { id: 1, name: { en: 'Private', ar: 'خصوصي' } },
  { id: 2, name: { en: 'Public', ar: 'عمومي' } },
  { id: 7, name: { en: 'Export', ar: 'تصدير' } },
  { id: 34, name: { en: 'Trailer', ar: 'مقطورة' } },
  { id: 20, name: { en: 'Bike', ar: 'دراجة نارية' } },
  { id: 40, name: { en: 'Bike', ar: 'دراجة نارية' } },
  { id: 29, name: { en: 'Classic', ar: 'كلاسيكية' } },
  { id: 99, name: { en: 'Other', ar: 'أخرى' } },
];

const COLOURS = ['Red', 'Blue', 'Green', 'Maroon', 'White', 'Orange'];

const MODELS: readonly Bilingual[] = [
  { en: 'Toyota Land Cruiser', ar: 'تويوتا لاند كروزر' },
  { en: 'Nissan Patrol', ar: 'نيسان باترول' },
  { en: 'Lexus ES 350', ar: 'لكزس إي إس 350' },
  { en: 'Mitsubishi Pajero', ar: 'ميتسوبيشي باجيرو' },
  { en: 'Hyundai Sonata', ar: 'هيونداي سوناتا' },
  { en: 'Kia Sportage', ar: 'كيا سبورتاج' },
];

/** A plate drawn from the emirates and kinds above; private Abu Dhabi plates are the most common. */
export function randomPlate(random: Random): Plate {
  const emirate = random.next() < 0.6 ? 1 : random.int(1, 7);
  const kind = random.next() < 0.75 ? 1 : random.pick(PLATE_KINDS).id;
  return {
    plateNumber: String(random.int(1, 99_999)),
    plateCountryCode: 'AE',
    plateEmirateCode: emirate,
    plateKindCode: kind,
    plateColorCode: random.pick(COLOURS),
  };
}

/** A make and model in both languages, for a seeded vehicle. */
export function randomModel(random: Random): Bilingual {
  return random.pick(MODELS);
}
