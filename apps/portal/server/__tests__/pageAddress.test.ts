import { describe, expect, it } from 'vitest';
import type { PortalPage } from '../../src/platform/pages/pageTable.ts';
import { PORTAL_PAGES } from '../../src/platform/pages/pageTable.ts';
import { pageAnswerOf } from '../pageAddress.ts';
import { fixtureFiles } from './support/fixtureBuild.ts';

const SITE = 'https://portal.example.ae';
const SERVICE = '/services/adp/transport/pay-the-fees-of-a-vehicle-registration';

function answerOf(path: string, accept = 'text/html,application/xhtml+xml') {
  const url = new URL(path, SITE);
  return pageAnswerOf(new Request(url, { headers: { accept } }), url, fixtureFiles());
}

describe('pageAnswerOf: pages rendered when asked for', () => {
  it('are the entries of the page table marked renderedOnRequest: the search results, a service, the information pages, an idea', () => {
    const marked = (PORTAL_PAGES as readonly PortalPage[])
      .filter((page) => page.renderedOnRequest === true)
      .map((page) => page.id);
    expect(marked).toEqual([
      'searchResults',
      'service',
      'about',
      'accessibility',
      'faq',
      'help',
      'emergencyNumbers',
      'privacy',
      'terms',
      'talkToUs',
      'announcement',
      'idea',
    ]);
  });

  it('renders an information page and an announcement asked for as HTML', () => {
    expect(answerOf('/ar-AE/emergency-numbers')).toEqual({
      kind: 'rendered',
      locale: 'ar-AE',
      pageId: 'emergencyNumbers',
    });
    expect(answerOf('/en/announcements/public-holiday')).toEqual({
      kind: 'rendered',
      locale: 'en',
      pageId: 'announcement',
    });
  });

  it('renders a service’s page asked for as HTML, in the language of its address', () => {
    expect(answerOf(`/en${SERVICE}`)).toEqual({
      kind: 'rendered',
      locale: 'en',
      pageId: 'service',
    });
    expect(answerOf(`/ar-AE${SERVICE}`)).toEqual({
      kind: 'rendered',
      locale: 'ar-AE',
      pageId: 'service',
    });
    expect(answerOf('/en/searchresults?q=licence')).toEqual({
      kind: 'rendered',
      locale: 'en',
      pageId: 'searchResults',
    });
  });

  it('renders every sample of every marked page, and no sample of another page', () => {
    for (const page of PORTAL_PAGES as readonly PortalPage[]) {
      for (const sample of page.samples ?? (page.path.includes('$') ? [] : [page.path])) {
        const answer = answerOf(`/en${sample === '/' ? '/' : sample}`);
        if (page.renderedOnRequest === true) {
          expect(answer, sample).toMatchObject({ kind: 'rendered', pageId: page.id });
        } else {
          expect(answer.kind, sample).not.toBe('rendered');
        }
      }
    }
  });

  it('leaves a page not marked to the app: a locker page, the list of all services', () => {
    expect(answerOf('/en/mylocker')).toEqual({ kind: 'app', status: 200 });
    expect(answerOf('/en/services/business')).toEqual({ kind: 'app', status: 200 });
  });

  it('does not render what is not asked for as HTML, nor an address the router rewrites first', () => {
    expect(answerOf(`/en${SERVICE}`, 'application/json')).toEqual({ kind: 'app', status: 200 });
    // Another spelling of the prefix, a trailing slash, the language dialog's suffix.
    for (const path of [`/EN${SERVICE}`, `/ar${SERVICE}`, `/en${SERVICE}/`, `${SERVICE}`]) {
      expect(answerOf(path).kind, path).toBe('app');
    }
    // The dialog's suffix is taken off first: the service's page with the dialog; no page at all.
    expect(answerOf(`/en${SERVICE}/langsTranslation`)).toEqual({ kind: 'app', status: 200 });
    expect(answerOf('/en/services/adp/transport/langsTranslation')).toEqual({
      kind: 'app',
      status: 404,
    });
  });

  it('never renders an asset, and answers a missing one with a plain 404', () => {
    expect(answerOf('/assets/index-BuS1vKj2.js')).toMatchObject({ kind: 'file' });
    expect(answerOf('/assets/gone-AAAAAAAA.js')).toEqual({ kind: 'missing' });
    expect(answerOf('/en/services/adp/transport/x.js')).toEqual({ kind: 'missing' });
  });

  it('answers 404 for an address the table or a page’s guard sends to the 404 page', () => {
    expect(answerOf('/en/services/adp/transport')).toEqual({ kind: 'app', status: 404 });
    expect(answerOf(`/en${SERVICE}/more`)).toEqual({ kind: 'app', status: 404 });
    // allServices' guard: an audience with no page of its own.
    expect(answerOf('/en/services/nobody')).toEqual({ kind: 'app', status: 404 });
  });
});
