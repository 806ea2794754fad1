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
 * mismatch, nothing flashes or moves). The entries count as read at `now`: the parts that show them
 * do not ask again while the page starts (a dozen requests, their parsing and the renders they
 * cause were most of the start's blocking time on a phone); `refreshContentSnapshot` asks again
 * once the page has settled. Returns the restored entries' query hashes, none when the page
 * carried no content or an unreadable snapshot (the parts then load as on any page).
 */
export function restoreContentSnapshot(
  queryClient: QueryClient,
  doc: Document = document,
  now: number = Date.now(),
): readonly string[] {
  const text = doc.getElementById(CONTENT_SNAPSHOT_ID)?.textContent;
  if (!text) return [];
  let state: DehydratedState;
  try {
    state = JSON.parse(text) as DehydratedState;
  } catch {
    return [];
  }
  if (!Array.isArray(state.queries) || state.queries.length === 0) return [];
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  });
  return state.queries.map((query) => query.queryHash);
}

/**
 * Asks again for the content of a restored snapshot (`restoreContentSnapshot`), one entry at a
 * time, each once `settled` resolves (the browser idle: `pageSettled`). A newer answer replaces the
 * build's in place; an entry no part shows is marked stale, to be asked for when one does. Each
 * request, its parsing and any render it causes run in tasks of their own, after the page's start.
 */
export async function refreshContentSnapshot(
  queryClient: QueryClient,
  queryHashes: readonly string[],
  settled: () => Promise<void>,
): Promise<void> {
  for (const queryHash of queryHashes) {
    await settled();
    await queryClient.invalidateQueries({ predicate: (query) => query.queryHash === queryHash });
  }
}
