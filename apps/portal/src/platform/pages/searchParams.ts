import {
  feedbackLanguageOf,
  isIdeaStatus,
  isLeaderboardPeriod,
  isLockRequested,
  langParamOf,
  SEARCH_TABS,
  spaceKindOf,
  type IdeaStatus,
  type LeaderboardPeriod,
  type PortalLocale,
  type SearchTab,
} from '@portal/core';

/**
 * The query parameters the portal reads (spec 001 §2, spec 000 §2), each checked by core's rule
 * where one exists. A value that fails its check is dropped, as if absent: a stray `?lock=yes`
 * opens nothing, it does not crash the page.
 *
 * The router hands every value over as text (see `parseSearch` in `router.tsx`), as the address
 * bar holds it.
 */
export interface PortalSearch {
  /** Search text (`/searchresults?q=`), trimmed, at most 200 characters (core's search schema). */
  readonly q?: string;
  /** Payments list: only the bills that are due (`dueOnly=true`). */
  readonly dueOnly?: true;
  /** Payments list: the transaction to focus (`txncode`). */
  readonly txncode?: string;
  /** Settings: open the unlock flow (`lock=true`). */
  readonly lock?: true;
  /** The satisfaction survey's two-letter language (`feedback`), lower-cased. */
  readonly feedback?: string;
  /** The space kind (`spaceCode`: `buss` or `prop`), lower-cased. */
  readonly spaceCode?: 'buss' | 'prop';
  /** A language asked for in the query (`lang`: en, ar, ar-AE). */
  readonly lang?: PortalLocale;
  /** Where sign-in returns to; checked with core's `safeUrl` before it is used. */
  readonly redirectUrl?: string;
  /** The assistant action carried from `/chat?action=` to the home page. */
  readonly action?: string;
  /** Search results: the audience tab (`individual`, `emirati`, `business`, `workspaces`). */
  readonly tab?: SearchTab;
  /** Search results: the page, from 1 (at most 999). */
  readonly page?: number;
  /** All services: the category to browse (a lower-case key such as `health`). */
  readonly category?: string;
  /** Autopay account setup and manage: the account's id (`?id=la-013`), letters, digits, `-` and `_`. */
  readonly id?: string;
  /** Community listing: the topic (`topic=transport`), a topic id as core's topics call gives it. */
  readonly topic?: string;
  /** Community listing: the idea status (`status=underReview`, core's `IDEA_STATUSES`). */
  readonly status?: IdeaStatus;
  /** Community listing: the order (`sort=newest` or `mostSupported`). */
  readonly sort?: 'newest' | 'mostSupported';
  /** Leaderboard: the period (`period=month` or `allTime`, core's `LEADERBOARD_PERIODS`). */
  readonly period?: LeaderboardPeriod;
  /** Share an idea: the saved draft to continue (`?draft=draft-000001`), letters, digits, `-` and `_`. */
  readonly draft?: string;
}

export type PortalSearchKey = keyof PortalSearch;

/** Longest search text core's global search accepts. */
const MAX_QUERY_LENGTH = 200;
/** Longest free-text parameter kept (`txncode`, `action`, `redirectUrl`). */
const MAX_TEXT_LENGTH = 2048;

type Reader = (params: URLSearchParams) => PortalSearch[PortalSearchKey];

const text =
  (name: string, max = MAX_TEXT_LENGTH): Reader =>
  (params) => {
    const value = params.get(name)?.trim();
    return value === undefined || value === '' || value.length > max ? undefined : value;
  };

const READERS: { readonly [K in PortalSearchKey]-?: Reader } = {
  q: text('q', MAX_QUERY_LENGTH),
  dueOnly: (params) => (params.get('dueOnly')?.trim().toLowerCase() === 'true' ? true : undefined),
  txncode: text('txncode'),
  lock: (params) => (isLockRequested(params) ? true : undefined),
  feedback: (params) => feedbackLanguageOf(params),
  spaceCode: (params) => {
    const kind = spaceKindOf(params);
    return kind === 'business' ? 'buss' : kind === 'property' ? 'prop' : undefined;
  },
  lang: (params) => langParamOf(params),
  redirectUrl: text('redirectUrl'),
  action: text('action'),
  tab: (params) => {
    const value = params.get('tab')?.trim().toLowerCase();
    return SEARCH_TABS.find((tab) => tab === value);
  },
  page: (params) => {
    const value = params.get('page')?.trim() ?? '';
    if (!/^[1-9]\d{0,2}$/.test(value)) return undefined;
    return Number(value);
  },
  category: (params) => {
    const value = params.get('category')?.trim().toLowerCase() ?? '';
    return /^[a-z][a-z\d-]{0,59}$/.test(value) ? value : undefined;
  },
  id: (params) => {
    const value = params.get('id')?.trim() ?? '';
    return /^[\w-]{1,64}$/.test(value) ? value : undefined;
  },
  topic: (params) => {
    const value = params.get('topic')?.trim().toLowerCase() ?? '';
    return /^[a-z][a-z\d-]{0,39}$/.test(value) ? value : undefined;
  },
  status: (params) => {
    const value = params.get('status')?.trim();
    return isIdeaStatus(value) ? value : undefined;
  },
  sort: (params) => {
    const value = params.get('sort')?.trim();
    return value === 'newest' || value === 'mostSupported' ? value : undefined;
  },
  period: (params) => {
    const value = params.get('period')?.trim();
    return isLeaderboardPeriod(value) ? value : undefined;
  },
  // The shape of core's draft ids (communityCalls' `draftId`): at most 40 characters.
  draft: (params) => {
    const value = params.get('draft')?.trim() ?? '';
    return /^[\w-]{1,40}$/.test(value) ? value : undefined;
  },
};

/**
 * A `validateSearch` for a route that reads `keys`: the checked values, other parameters left out.
 * @example
 * createRoute({ path: 'searchresults', validateSearch: searchValidator(['q']) })
 */
export function searchValidator<const K extends PortalSearchKey>(keys: readonly K[]) {
  return (raw: Record<string, unknown>): Pick<PortalSearch, K> => {
    const params = new URLSearchParams();
    for (const key of keys) {
      const value = raw[key];
      if (typeof value === 'string') params.set(key, value);
    }
    const checked: Partial<Record<PortalSearchKey, unknown>> = {};
    for (const key of keys) {
      const value = READERS[key](params);
      if (value !== undefined) checked[key] = value;
    }
    return checked as Pick<PortalSearch, K>;
  };
}

/** Reads a query string into text values, as the address bar holds them (first value of each name). */
export function parsePortalSearch(search: string): Record<string, string> {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const result: Record<string, string> = {};
  for (const [name, value] of params) if (!(name in result)) result[name] = value;
  return result;
}

/** Writes search values back as a plain query string (`?q=bill&dueOnly=true`), skipping empty ones. */
export function stringifyPortalSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
