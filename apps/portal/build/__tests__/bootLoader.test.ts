import { describe, expect, it } from 'vitest';
import { bootApp, type BootPage, type LandingRoute } from '../bootLoader';

const ROUTES: LandingRoute[] = [
  [[], ['/assets/HomePage.js', '/assets/title.js']],
  [['404'], ['/assets/NotFoundPage.js', '/assets/title.js']],
  [['receipt', '$service', '$id'], ['/assets/ReceiptPage.js']],
];

function fakePage(pathname: string, prerendered: boolean, search = '', hash = '') {
  const appended: { tag: string; rel: string; href: string; src: string; type: string }[] = [];
  const timers: (() => void)[] = [];
  let paintObserver:
    ((list: { getEntriesByName(name: string): readonly unknown[] }) => void) | undefined;
  const page: BootPage = {
    location: { pathname, search, hash },
    document: {
      getElementById: () => ({ firstElementChild: prerendered ? {} : null }),
      createElement: (tag) => {
        const element = { tag, rel: '', type: '', crossOrigin: null, href: '', src: '' };
        return element;
      },
      head: { appendChild: (node) => appended.push(node as (typeof appended)[number]) },
    },
    setTimeout: (callback) => timers.push(callback),
    PerformanceObserver: class {
      constructor(callback: NonNullable<typeof paintObserver>) {
        paintObserver = callback;
      }
      observe() {}
      disconnect() {}
    },
  };
  const paint = (name: string) =>
    paintObserver?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
  return { page, appended, timers, paint };
}

const loaded = (appended: ReturnType<typeof fakePage>['appended']) =>
  appended.map((node) => (node.tag === 'script' ? `script ${node.src}` : `preload ${node.href}`));

describe('bootApp (the inline loader of index.html)', () => {
  it('loads at once when the page was not prerendered, with the landing page chunks', () => {
    const { page, appended } = fakePage('/ar-AE/404', false);
    bootApp('/assets/index.js', ['/assets/react.js'], ROUTES, page);
    expect(loaded(appended)).toEqual([
      'preload /assets/react.js',
      'preload /assets/NotFoundPage.js',
      'preload /assets/title.js',
      'script /assets/index.js',
    ]);
  });

  it('matches $parameters and skips chunks already preloaded', () => {
    const { page, appended } = fakePage('/en/receipt/DEWA/42', false);
    bootApp('/assets/index.js', ['/assets/ReceiptPage.js'], ROUTES, page);
    expect(loaded(appended)).toEqual(['preload /assets/ReceiptPage.js', 'script /assets/index.js']);
  });

  it('adds no page chunks outside a language prefix or for an unknown page', () => {
    for (const pathname of ['/', '/login', '/en/nowhere', '/fr/']) {
      const { page, appended } = fakePage(pathname, false);
      bootApp('/assets/index.js', [], ROUTES, page);
      expect(loaded(appended), pathname).toEqual(['script /assets/index.js']);
    }
  });

  it('on a prerendered page, waits for the first contentful paint, then loads once', () => {
    const { page, appended, timers, paint } = fakePage('/en/', true);
    bootApp('/assets/index.js', [], ROUTES, page);
    paint('first-paint');
    expect(appended).toEqual([]);
    paint('first-contentful-paint');
    timers.forEach((timer) => timer());
    expect(loaded(appended)).toEqual([
      'preload /assets/HomePage.js',
      'preload /assets/title.js',
      'script /assets/index.js',
    ]);
  });

  it('loads after the timeout when no paint is reported (a hidden tab)', () => {
    const { page, appended, timers } = fakePage('/ar-AE/', true);
    bootApp('/assets/index.js', [], ROUTES, page);
    expect(appended).toEqual([]);
    timers.forEach((timer) => timer());
    expect(loaded(appended)).toEqual([
      'preload /assets/HomePage.js',
      'preload /assets/title.js',
      'script /assets/index.js',
    ]);
  });

  it('survives serialisation into an inline script', () => {
    const { page, appended } = fakePage('/en/', false);
    const inline = new Function(
      'page',
      `(${bootApp.toString()})("/e.js",[],${JSON.stringify(ROUTES)},page);`,
    );
    inline(page);
    expect(loaded(appended)).toEqual([
      'preload /assets/HomePage.js',
      'preload /assets/title.js',
      'script /e.js',
    ]);
  });

  it('over a painted page, asks for many chunks a few per task, the entry last', () => {
    const { page, appended, timers, paint } = fakePage('/ar-AE/nowhere', true);
    const chunks = Array.from({ length: 20 }, (_, index) => `/assets/c${index}.js`);
    bootApp('/assets/index.js', chunks, ROUTES, page);
    paint('first-contentful-paint');
    expect(loaded(appended)).toEqual(chunks.slice(0, 4).map((chunk) => `preload ${chunk}`));
    while (timers.length > 0) timers.shift()?.();
    expect(loaded(appended)).toEqual([
      ...chunks.map((chunk) => `preload ${chunk}`),
      'script /assets/index.js',
    ]);
  });

  it('with nothing painted yet, asks for every chunk in one task, the entry last', () => {
    const { page, appended, timers } = fakePage('/ar-AE/nowhere', false);
    const chunks = Array.from({ length: 20 }, (_, index) => `/assets/c${index}.js`);
    bootApp('/assets/index.js', chunks, ROUTES, page);
    expect(timers).toEqual([]);
    expect(loaded(appended)).toEqual([
      ...chunks.map((chunk) => `preload ${chunk}`),
      'script /assets/index.js',
    ]);
  });
});
