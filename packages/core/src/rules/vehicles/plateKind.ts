import { readInteger } from '../internal/readField';

/** Vehicle plate kinds (spec 000 §3). */
export const PLATE_KINDS = [
  'Private',
  'Public',
  'Export',
  'Trailer',
  'Bike',
  'Classic',
  'Other',
] as const;
export type PlateKind = (typeof PLATE_KINDS)[number];

/** Plate-kind id → kind (spec 000 §3). Ids 20 and 40 are both Bike. */
export const PLATE_KIND_BY_ID: Readonly<Record<number, PlateKind>> = {
  1: 'Private',
  2: 'Public',
  7: 'Export',
  20: 'Bike',
  29: 'Classic',
  34: 'Trailer',
  40: 'Bike',
};

/**
 * The plate kind for a plateKindCode (number or numeric string), per spec 000 §3.
 * Choice: the spec lists "Other" without an id, so every unknown or missing id reads as `Other`.
 */
export function plateKindOf(plateKindCode: unknown): PlateKind {
  const id = readInteger(plateKindCode);
  return (
    (id !== undefined && Object.hasOwn(PLATE_KIND_BY_ID, id) ? PLATE_KIND_BY_ID[id] : undefined) ??
    'Other'
  );
}
