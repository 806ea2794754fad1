/**
 * One route for the landing preload: its path segments after the language prefix (`$name` matches
 * any one segment) and the chunk URLs of its page.
 */
export type LandingRoute = readonly [segments: readonly string[], chunks: readonly string[]];

/** What the loader reads and writes in the page; tests pass fakes. */
export interface BootPage {
  readonly location: { readonly pathname: string; readonly search: string; readonly hash: string };
  readonly document: {
    getElementById(id: string): { readonly firstElementChild: unknown } | null;
    createElement(tag: 'link' | 'script'): {
      rel: string;
      type: string;
      crossOrigin: string | null;
      href: string;
      src: string;
    };
    readonly head: { appendChild(node: unknown): unknown };
  };
  setTimeout(callback: () => void, ms: number): unknown;
  /** Absent in old browsers: the loader then waits for the timeout alone. */
  readonly PerformanceObserver?: new (
    callback: (list: { getEntriesByName(name: string): readonly unknown[] }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void; disconnect(): void };
}

/**
 * The app's script loader, inlined at the end of `index.html` in place of Vite's script and preload
 * tags (see `bootLoaderPlugin.ts`):
 *
 * - it asks for the app's entry and every chunk the first render needs at once (`modulepreload`),
 *   including the chunks of the page the address names (a page of the page table, after `/en` or
 *   `/ar-AE`), which Vite alone would only request once the router had matched, a round trip later;
 * - on a prerendered page (`#root` already holds the page) it first lets the browser paint that
 *   page (it waits for the `first-contentful-paint` entry, which the browser records once the frame
 *   is on screen): the scripts do not compete with it for the line, and the page reads and its
 *   links work before any script has run. Without prerendered content it loads at once.
 *
 * Serialised with `Function.prototype.toString()`, so it is plain ES2017: no imports, no helpers.
 */
export function bootApp(
  entry: string,
  preloads: readonly string[],
  routes: readonly LandingRoute[],
  page: BootPage,
): void {
  const doc = page.document;
  const chunks = preloads.slice();
  const segments = page.location.pathname.split('/').filter((segment) => segment !== '');
  if (segments[0] === 'en' || segments[0] === 'ar-AE') {
    const rest = segments.slice(1);
    for (const [pattern, routeChunks] of routes) {
      if (
        pattern.length === rest.length &&
        pattern.every((segment, index) => segment.charAt(0) === '$' || segment === rest[index])
      ) {
        chunks.push(...routeChunks.filter((chunk) => chunks.indexOf(chunk) === -1));
        break;
      }
    }
  }
  let started = false;
  const load = (painted: boolean) => {
    if (started) return;
    started = true;
    // Over a painted page, a few links per task: each one starts a request (1-2 ms of main thread
    // apiece), and fifty at once held it for 30-40 ms; eight took up to 14 ms (a long task on a
    // phone's slower CPU, while the page is already on screen). With nothing painted yet, all at
    // once: nothing on screen waits for the thread, and spread out, the page's own chunks (asked
    // for last) waited behind the compiling of the first ones, about 300 ms on the 2-core runner
    // before a signed-in page's own code was even requested.
    const perTask = painted ? 4 : chunks.length;
    const insert = (from: number) => {
      const end = Math.min(from + perTask, chunks.length);
      for (let index = from; index < end; index += 1) {
        const link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = chunks[index] ?? '';
        doc.head.appendChild(link);
      }
      if (end < chunks.length) {
        page.setTimeout(() => insert(end), 0);
        return;
      }
      const script = doc.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      doc.head.appendChild(script);
    };
    insert(0);
  };
  const root = doc.getElementById('root');
  if (!root || !root.firstElementChild) {
    load(false);
    return;
  }
  // A hidden tab paints nothing, and an old browser reports no paint: the timeout covers both.
  page.setTimeout(() => load(true), 3000);
  const Observer = page.PerformanceObserver;
  if (!Observer) return;
  try {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      load(true);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // The paint entry type is unknown here: the timeout loads.
  }
}
