/**
 * Plate colours the services send in plateColorCode (spec 000 §3 names the field but lists no
 * values). Assumption: the code is the colour's English name, as the Darb and Salik answers carry
 * it ("Red", "maroon"); these are the colours UAE plates are issued in.
 */
export const PLATE_COLORS = [
  'Red',
  'Blue',
  'Green',
  'Maroon',
  'White',
  'Orange',
  'Yellow',
  'Black',
  'Grey',
  'Brown',
  'Purple',
] as const;
export type PlateColor = (typeof PLATE_COLORS)[number];

/**
 * The plate colour for a plateColorCode (its English name, any case, surrounding spaces ignored),
 * or `undefined` for a code not in {@link PLATE_COLORS}: the caller then shows the code as sent.
 */
export function plateColorOf(plateColorCode: unknown): PlateColor | undefined {
  if (typeof plateColorCode !== 'string') return undefined;
  const name = plateColorCode.trim().toLowerCase();
  return PLATE_COLORS.find((color) => color.toLowerCase() === name);
}
