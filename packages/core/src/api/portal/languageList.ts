import * as z from 'zod/mini';
import { directionOf } from '../../locale/portalLocale';
import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { readCached, writeCached, type KeyValueStorage } from '../internal/keyValueStorage';
import { optionalText } from '../internal/wireValues';
import { customItemCall } from './customItemCall';

/** One interface language (spec 001 §3: direction, iso, name, ar, en, native_name). */
export const languageEntrySchema = z.pipe(
  z.object({
    iso: z.string().check(z.minLength(1)),
    direction: z.optional(z.unknown()),
    name: optionalText,
    ar: optionalText,
    en: optionalText,
    native_name: optionalText,
  }),
  // A missing direction comes from the language itself (core's `directionOf`: Arabic, Persian,
  // Urdu… are right to left); any other value but "rtl" reads as "ltr". Never a reason to drop a
  // language from the list. (A transform, not `z.catch`, which would pull zod's error locales in.)
  z.transform(({ direction, ...entry }) => ({
    ...entry,
    direction:
      direction === undefined || direction === null || direction === ''
        ? directionOf(entry.iso)
        : typeof direction === 'string' && direction.trim().toLowerCase() === 'rtl'
          ? ('rtl' as const)
          : ('ltr' as const),
  })),
);

export type LanguageEntry = z.infer<typeof languageEntrySchema>;

/** The JSON inside the item's `code` field (spec 001 §7: "parsed as JSON with data.languages"). */
const embeddedLanguagesSchema = z.object({
  data: z.object({ languages: z.array(languageEntrySchema) }),
});

/** Storage key of the cached list. */
export const LANGUAGE_LIST_CACHE_KEY = 'portal.languageList';

const cacheSchema = z.object({ locale: z.string(), languages: z.array(languageEntrySchema) });

/**
 * The ~58 interface languages of the change-language and unlock dialogs (spec 001 §1, §3, §7). The
 * list arrives as JSON text in the CMS item's `code` field. It is cached in the injected storage
 * together with the locale it was loaded in, and reused only for that locale (spec 001 §3).
 * A failure rejects: the dialog shows an error state with retry (spec 001 §4, §8).
 * @throws {PortalError} on any failure, `invalid-response` when `code` is not the expected JSON.
 */
export async function getLanguageList(
  client: PortalClient,
  input: { readonly itemId: string; readonly storage?: KeyValueStorage },
  options: CallOptions = {},
): Promise<LanguageEntry[]> {
  const locale = client.options.lang;
  const cached = z.safeParse(cacheSchema, readCached(input.storage, LANGUAGE_LIST_CACHE_KEY));
  if (cached.success && cached.data.locale === locale) return cached.data.languages;

  const response = await client.send(customItemCall, {
    request: { lang: locale, itemId: input.itemId, children: false, isbackward: false },
    signal: options.signal,
  });
  const code = response.data.mainItem?.['code'];
  let embedded: unknown;
  try {
    embedded = typeof code === 'string' ? JSON.parse(code) : code;
  } catch {
    embedded = undefined;
  }
  const parsed = z.safeParse(embeddedLanguagesSchema, embedded);
  if (!parsed.success) {
    throw client.fail({
      kind: 'invalid-response',
      call: customItemCall.id,
      issues: ['data.mainItem.code: expected JSON text with data.languages'],
    });
  }
  writeCached(input.storage, LANGUAGE_LIST_CACHE_KEY, {
    locale,
    languages: parsed.data.data.languages,
  });
  return parsed.data.data.languages;
}
