import type { Language } from '../state/text';
import { searchTextLanguageOf } from '@portal/core';
import { tokenise } from './normaliseText';
import type { Bundle, CatalogueService, Persona } from './serviceCatalogue';

/** Words that do not narrow a search; dropped from queries unless the query has nothing else. */
export const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'for',
  'of',
  'to',
  'about',
  'on',
  'in',
  'my',
  'عن',
  'على',
  'في',
  'من',
  'او',
  'الى',
]);

interface IndexedFields {
  readonly title: readonly string[];
  /** Words people search for that the name does not say ("bill", "فاتورة"). */
  readonly keywords: readonly string[];
  readonly context: readonly string[];
  readonly phrase: string;
}

interface IndexedService {
  readonly service: CatalogueService;
  readonly en: IndexedFields;
  readonly ar: IndexedFields;
}

/** What to search for, and which page. */
export interface SearchQuery {
  readonly q: string;
  /** 1-based page number. */
  readonly pageNum?: number;
  readonly pageSize?: number;
  readonly bundle?: Bundle;
  readonly persona?: Persona;
}

/** A service found, with the score it ranked by. */
export interface SearchHit {
  readonly service: CatalogueService;
  readonly score: number;
}

/** One page of hits and the total number found. */
export interface SearchPage {
  readonly hits: readonly SearchHit[];
  readonly total: number;
  readonly pageNum: number;
  readonly pageSize: number;
  /** The language the query was read in, from its script (spec 001 §5). */
  readonly queryLanguage: Language;
}

/** Largest page a search returns; larger requests are cut to it rather than refused. */
export const MAX_SEARCH_PAGE_SIZE = 100;

/** Words without the stop words, joined: what phrase matching compares, so "a" or "the" never break a match. */
function phraseOf(words: readonly string[]): string {
  return words.filter((word) => !STOP_WORDS.has(word)).join(' ');
}

function indexFields(service: CatalogueService, language: Language): IndexedFields {
  const title = tokenise(service.ServiceShortName[language]);
  return {
    title,
    keywords: tokenise(service.keywords[language]),
    context: [
      ...tokenise(service.entity.name[language]),
      ...tokenise(service.category.name[language]),
    ],
    phrase: phraseOf(title),
  };
}

/** Points for a word equal to a token of a field, and for a word a token starts with. */
const FIELD_POINTS: ReadonlyArray<readonly [keyof Omit<IndexedFields, 'phrase'>, number, number]> =
  [
    ['title', 10, 6],
    ['keywords', 8, 4],
    ['context', 4, 2],
  ];

/**
 * Score of one query word against a service's fields, best field first: a word of the name beats a
 * keyword ("bill" for a utility), which beats the entity or category; an exact word beats a word it starts.
 */
function wordScore(word: string, fields: IndexedFields): number {
  for (const [field, exact, prefix] of FIELD_POINTS) {
    let best = 0;
    for (const token of fields[field]) {
      if (token === word) return exact;
      if (word.length >= 2 && token.startsWith(word)) best = prefix;
    }
    if (best > 0) return best;
  }
  return 0;
}

/**
 * Ranked, paged search over the catalogue. Every query word must match (a word of the name, of its
 * search keywords, or of the entity or category, or the start of one); a name equal to the query ranks first, then names
 * that start with it or contain it, then by popularity. The catalogue is indexed once, when the searcher is made.
 */
export class ServiceSearch {
  private readonly indexed: readonly IndexedService[];

  constructor(services: readonly CatalogueService[]) {
    this.indexed = services.map((service) => ({
      service,
      en: indexFields(service, 'en'),
      ar: indexFields(service, 'ar'),
    }));
  }

  search(query: SearchQuery): SearchPage {
    const pageSize = Math.min(Math.max(1, Math.floor(query.pageSize ?? 10)), MAX_SEARCH_PAGE_SIZE);
    const pageNum = Math.max(1, Math.floor(query.pageNum ?? 1));
    // The same rule the portal uses to pick the search `lang` (spec 001 §5), so both agree.
    const queryLanguage: Language = searchTextLanguageOf(query.q) === 'ar' ? 'ar' : 'en';
    const allWords = tokenise(query.q);
    const meaningful = allWords.filter((word) => !STOP_WORDS.has(word));
    const words = meaningful.length > 0 ? meaningful : allWords;
    const phrase = words.join(' ');

    const hits: SearchHit[] = [];
    if (words.length > 0) {
      for (const entry of this.indexed) {
        const { service } = entry;
        if (query.bundle !== undefined && service.bundle !== query.bundle) continue;
        if (query.persona !== undefined && !service.personas.includes(query.persona)) continue;
        const fields = entry[queryLanguage];
        let score = 0;
        for (const word of words) {
          const points = wordScore(word, fields);
          if (points === 0) {
            score = 0;
            break;
          }
          score += points;
        }
        if (score === 0) continue;
        // The whole name asked for beats a longer name that starts with it, which beats one containing it.
        if (fields.phrase === phrase) score += 20;
        else if (fields.phrase.startsWith(phrase)) score += 15;
        else if (fields.phrase.includes(phrase)) score += 8;
        hits.push({ service, score });
      }
    }
    hits.sort(
      (a, b) =>
        b.score - a.score ||
        b.service.popularity - a.service.popularity ||
        a.service.id.localeCompare(b.service.id),
    );
    const start = (pageNum - 1) * pageSize;
    return {
      hits: hits.slice(start, start + pageSize),
      total: hits.length,
      pageNum,
      pageSize,
      queryLanguage,
    };
  }
}
