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

/**
 * The plate kinds a person picks from, each once, with the id the sandbox answers for it (spec 000
 * §3). Bike has two ids in the spec (20 and 40): the lookups list it once, as 20, and plates may
 * still carry 40 ({@link SECOND_BIKE_KIND_ID}). Other has no id in the spec; 99 is our choice.
 */
export const PLATE_KINDS: ReadonlyArray<{ readonly id: number; readonly name: Bilingual }> = [
  { id: 1, name: { en: 'Private', ar: 'خصوصي' } },
  { id: 2, name: { en: 'Public', ar: 'عمومي' } },
  { id: 7, name: { en: 'Export', ar: 'تصدير' } },
  { id: 34, name: { en: 'Trailer', ar: 'مقطورة' } },
  { id: 20, name: { en: 'Bike', ar: 'دراجة نارية' } },
  { id: 29, name: { en: 'Classic', ar: 'كلاسيكية' } },
  { id: 99, name: { en: 'Other', ar: 'أخرى' } },
];

/** The spec's second id for Bike plates (spec 000 §3: "20 and 40 Bike"). */
export const SECOND_BIKE_KIND_ID = 40;

/** Every plate-kind id a seeded plate may carry, both Bike ids included. */
const PLATE_KIND_IDS: readonly number[] = [1, 2, 7, 34, 20, SECOND_BIKE_KIND_ID, 29, 99];

const COLOURS = ['Red', 'Blue', 'Green', 'Maroon', 'White', 'Orange'];

/** What kind of vehicle a model is; each carries only the plates that fit it. */
export type VehicleClass = 'car' | 'motorcycle' | 'classicCar' | 'trailer';

/** The plate kinds each class of vehicle carries: no Pajero on a Bike plate, no Sonata on a Trailer's. */
export const PLATE_KIND_IDS_OF: Readonly<Record<VehicleClass, readonly number[]>> = {
  car: [1, 2, 7, 99],
  motorcycle: [20, SECOND_BIKE_KIND_ID],
  classicCar: [29],
  trailer: [34],
};

/** Seeded makes and models, by class. */
export const MODELS: Readonly<Record<VehicleClass, readonly Bilingual[]>> = {
  car: [
    { en: 'Toyota Land Cruiser', ar: 'تويوتا لاند كروزر' },
    { en: 'Nissan Patrol', ar: 'نيسان باترول' },
    { en: 'Lexus ES 350', ar: 'لكزس إي إس 350' },
    { en: 'Mitsubishi Pajero', ar: 'ميتسوبيشي باجيرو' },
    { en: 'Hyundai Sonata', ar: 'هيونداي سوناتا' },
    { en: 'Kia Sportage', ar: 'كيا سبورتاج' },
  ],
  motorcycle: [
    { en: 'Harley-Davidson Street Glide', ar: 'هارلي ديفيدسون ستريت جلايد' },
    { en: 'Honda Africa Twin', ar: 'هوندا أفريكا توين' },
    { en: 'BMW R 1250 GS', ar: 'بي إم دبليو آر 1250 جي إس' },
  ],
  classicCar: [
    { en: 'Ford Mustang 1967', ar: 'فورد موستانج 1967' },
    { en: 'Mercedes-Benz 280 SL 1969', ar: 'مرسيدس بنز 280 إس إل 1969' },
  ],
  trailer: [
    { en: 'Boat trailer', ar: 'مقطورة قوارب' },
    { en: 'Horse trailer', ar: 'مقطورة خيول' },
  ],
};

/** The class of vehicle a plate kind is for. */
export function vehicleClassOf(plateKindCode: number): VehicleClass {
  for (const [vehicleClass, ids] of Object.entries(PLATE_KIND_IDS_OF))
    if (ids.includes(plateKindCode)) return vehicleClass as VehicleClass;
  return 'car';
}

/** A plate drawn from the emirates and kinds above; private Abu Dhabi plates are the most common. */
export function randomPlate(random: Random): Plate {
  const emirate = random.next() < 0.6 ? 1 : random.int(1, 7);
  const kind = random.next() < 0.75 ? 1 : random.pick(PLATE_KIND_IDS);
  return {
    plateNumber: String(random.int(1, 99_999)),
    plateCountryCode: 'AE',
    plateEmirateCode: emirate,
    plateKindCode: kind,
    plateColorCode: random.pick(COLOURS),
  };
}

/**
 * A seeded vehicle: a plate and a make and model that fit each other (a motorcycle on a Bike plate,
 * a classic car on a Classic plate, a trailer on a Trailer plate, a car on the others).
 */
export function randomVehicle(random: Random): Plate & { readonly model: Bilingual } {
  const plate = randomPlate(random);
  return { ...plate, model: random.pick(MODELS[vehicleClassOf(plate.plateKindCode)]) };
}
