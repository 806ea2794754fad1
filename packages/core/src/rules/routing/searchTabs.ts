/** The audience tabs of the search results page, in the spec's order (spec 001 §1, §2). */
export const SEARCH_TABS = ['individual', 'emirati', 'business', 'workspaces'] as const;

/** One audience tab of the search results page (`/searchresults?tab=`). */
export type SearchTab = (typeof SEARCH_TABS)[number];
