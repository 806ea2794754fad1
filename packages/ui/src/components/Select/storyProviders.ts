/** Stories only: the electricity, water and gas providers a link-account form offers. */
export const PROVIDERS = [
  { value: 'addc', name: { en: 'Abu Dhabi Distribution Company', ar: 'شركة أبوظبي للتوزيع' } },
  { value: 'aadc', name: { en: 'Al Ain Distribution Company', ar: 'شركة العين للتوزيع' } },
  { value: 'adnocgas', name: { en: 'ADNOC Distribution gas', ar: 'غاز أدنوك للتوزيع' } },
] as const;
