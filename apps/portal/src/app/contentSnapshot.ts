import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The id of the `<script type="application/json">` a prerendered page carries its content in. */
export const CONTENT_SNAPSHOT_ID = 'portal-content-snapshot';

/**
 * The CMS content a page was prerendered with (build/prerender.ts), as the `<script>` that carries
 * it in the page. `<` is escaped, so no answer can close the script early.
 */
export function contentSnapshotScript(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${CONTENT_SNAPSHOT_ID}">${json}</script>`;
}

/**
 * Puts the content a prerendered page was drawn with into the query cache before the app adopts
 * the page, so the first render in the browser draws exactly what is on screen (no hydration
 * mismatch, nothing flashes or moves). The entries are marked stale at once: each is asked again
 * as soon as a part shows it, and a newer answer replaces the build's in place. Returns whether the
 * page carried any content; an unreadable snapshot is ignored (the parts then load as on any page).
 */
export function restoreContentSnapshot(
  queryClient: QueryClient,
  doc: Document = document,
): boolean {
  const text = doc.getElementById(CONTENT_SNAPSHOT_ID)?.textContent;
  if (!text) return false;
  let state: DehydratedState;
  try {
    state = JSON.parse(text) as DehydratedState;
  } catch {
    return false;
  }
  if (!Array.isArray(state.queries) || state.queries.length === 0) return false;
  hydrate(queryClient, state);
  const restored = new Set(state.queries.map((query) => query.queryHash));
  void queryClient.invalidateQueries({
    predicate: (query) => restored.has(query.queryHash),
    refetchType: 'none',
  });
  return true;
}
