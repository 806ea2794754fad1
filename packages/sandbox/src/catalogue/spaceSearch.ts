import { searchTextLanguageOf } from '@portal/core';
import type { Bilingual, Language } from '../state/text';
import { tokenise } from './normaliseText';
import type { CatalogueService } from './serviceCatalogue';
import { STOP_WORDS } from './serviceSearch';

/**
 * A kind of space the search finds (spec 001 §6: "a space search result uses the online-service
 * path" for a visitor, "own space path" for a signed-in person). Its `service` is the catalogue
 * service that opens such a space, where a visitor's link leads.
 */
export interface SearchableSpace {
  readonly id: string;
  /** The spaces page's `spaceCode` (an assumed field of the hit, `Data.SpaceCode`, docs/clients.md). */
  readonly spaceCode: 'buss' | 'prop';
  readonly name: Bilingual;
  readonly service: CatalogueService;
}

interface SpaceEntry {
  readonly id: string;
  readonly spaceCode: 'buss' | 'prop';
  readonly name: Bilingual;
  /** Words people search a space by that its name does not say. */
  readonly keywords: Bilingual;
  /** The catalogue key (`CatalogueService.key`) of the service that opens such a space. */
  readonly serviceKey: string;
}

const SPACE_ENTRIES: readonly SpaceEntry[] = [
  {
    id: 'space-buss',
    spaceCode: 'buss',
    name: { en: 'Business space', ar: 'مساحة الأعمال' },
    keywords: {
      en: 'spaces workspace workspaces company establishment',
      ar: 'مساحات مساحتي أعمال تجارية شركة منشأة',
    },
    // Opening a business is issuing its trade licence.
    serviceKey: 'trade-licence/issue',
  },
  {
    id: 'space-prop',
    spaceCode: 'prop',
    name: { en: 'Property space', ar: 'مساحة العقارات' },
    keywords: {
      en: 'spaces workspace workspaces properties real estate',
      ar: 'مساحات مساحتي عقار عقارات ملكية',
    },
    // A property comes into the portal with its registered tenancy contract.
    serviceKey: 'tenancy-contract/register',
  },
];

interface IndexedSpace {
  readonly space: SearchableSpace;
  readonly tokens: Readonly<Record<Language, readonly string[]>>;
}

/**
 * The spaces the search finds, beside the catalogue's services. Every query word (stop words aside,
 * unless the query has nothing else) must be a word of the space's name or keywords in the query's
 * language, or the start of one (two letters or more): "space", "workspace", "business space",
 * "property", "مساحة", "عقارات".
 */
export class SpaceSearch {
  private readonly indexed: readonly IndexedSpace[];

  /** @throws {Error} when the catalogue lacks the service a space leads a visitor to. */
  constructor(services: readonly CatalogueService[]) {
    this.indexed = SPACE_ENTRIES.map((entry) => {
      const service = services.find((candidate) => candidate.key === entry.serviceKey);
      if (!service) throw new Error(`SpaceSearch: no catalogue service "${entry.serviceKey}"`);
      const space = { id: entry.id, spaceCode: entry.spaceCode, name: entry.name, service };
      return {
        space,
        tokens: {
          en: [...tokenise(entry.name.en), ...tokenise(entry.keywords.en)],
          ar: [...tokenise(entry.name.ar), ...tokenise(entry.keywords.ar)],
        },
      };
    });
  }

  /** The spaces `q` finds, in the spaces page's order (business, then property). */
  search(q: string): SearchableSpace[] {
    const language: Language = searchTextLanguageOf(q) === 'ar' ? 'ar' : 'en';
    const allWords = tokenise(q);
    const meaningful = allWords.filter((word) => !STOP_WORDS.has(word));
    const words = meaningful.length > 0 ? meaningful : allWords;
    if (words.length === 0) return [];
    return this.indexed
      .filter(({ tokens }) =>
        words.every((word) =>
          tokens[language].some(
            (token) => token === word || (word.length >= 2 && token.startsWith(word)),
          ),
        ),
      )
      .map(({ space }) => space);
  }
}
