/**
 * Characters as a person counts them: code points, so an emoji or an Arabic letter outside the basic
 * plane is one, not two UTF-16 units (the same count core's nickname rule uses).
 */
export function countCharacters(value: unknown): number {
  if (value === undefined || value === null) return 0;
  return Array.from(String(value)).length;
}
