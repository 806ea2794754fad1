import * as z from 'zod/mini';
import { idText, optionalText } from './wireValues';

/**
 * One option of a lookup list (payment hub, parking and toll lookups, spec 000 §7; answer not shown).
 * Assumption: a code with English and Arabic names.
 * @internal
 */
export const lookupOptionSchema = z.object({
  code: idText,
  nameEn: optionalText,
  nameAr: optionalText,
});

/** An option read by {@link lookupOptionSchema}. */
export type LookupOption = z.infer<typeof lookupOptionSchema>;

/**
 * One related service link (parking and toll "related services", spec 000 §7; answer not shown).
 * Assumption: an id, a title and the service page's path.
 * @internal
 */
export const relatedServiceSchema = z.object({
  serviceId: idText,
  title: optionalText,
  url: optionalText,
});

/** A link read by {@link relatedServiceSchema}. */
export type RelatedService = z.infer<typeof relatedServiceSchema>;
