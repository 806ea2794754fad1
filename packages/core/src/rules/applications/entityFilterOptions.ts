import { asRecord, firstPresent, readText } from '../internal/readField';

/** One choice in the service or draft filter. */
export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

const VALUE_KEYS = ['Code', 'code', 'Value', 'value', 'ID', 'Id', 'id', 'Key', 'key'];
const LABEL_KEYS: Record<'en' | 'ar', readonly string[]> = {
  en: [
    'Name_EN',
    'NameEn',
    'nameEn',
    'Description_EN',
    'DescriptionEn',
    'Name',
    'name',
    'Description',
    'Label',
    'Text',
  ],
  ar: [
    'Name_AR',
    'NameAr',
    'nameAr',
    'Description_AR',
    'DescriptionAr',
    'Name',
    'name',
    'Description',
    'Label',
    'Text',
  ],
};

/**
 * The service filter and draft filter options, built from the list response's lookup group
 * `data.Lookups.ADGE` (spec 000 §2, §7).
 *
 * Assumption (the lookup's item shape is not shown): each item has a code (`Code`, `Value`, `ID` or
 * `Key`) and a name, per language where available (`Name_EN` / `Name_AR`, or `nameEn` / `nameAr` as the sandbox sends them), else a plain `Name` or
 * `Description`. Items without a code are skipped; an item without a name uses its code.
 * Choice: duplicates by code are dropped (first wins) and options are sorted by label in the
 * language's collation, so both filters list the same entities in a predictable order. Never throws;
 * anything but an array gives no options.
 */
export function entityFilterOptionsOf(
  lookupGroup: unknown,
  language: 'en' | 'ar',
): readonly FilterOption[] {
  if (!Array.isArray(lookupGroup)) return [];
  const byValue = new Map<string, FilterOption>();
  for (const item of lookupGroup) {
    const record = asRecord(item);
    const value = readText(firstPresent(record, VALUE_KEYS));
    if (value === undefined || byValue.has(value)) continue;
    byValue.set(value, {
      value,
      label: readText(firstPresent(record, LABEL_KEYS[language])) ?? value,
    });
  }
  const collator = new Intl.Collator(language === 'ar' ? 'ar' : 'en');
  return [...byValue.values()].sort((a, b) => collator.compare(a.label, b.label));
}
