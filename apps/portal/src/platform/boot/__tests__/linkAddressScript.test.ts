import { describe, expect, it } from 'vitest';
import { linkAddressScript } from '../linkAddressScript';

interface FakeLink {
  search: string;
  hash: string;
  readonly kind: 'keep-query' | 'return-here' | 'register' | 'other';
}

/** Runs the script on a fake page; returns a `use(event, link)` that dispatches to its listeners. */
function pageWithScript(location: { pathname: string; search: string; hash: string }) {
  const listeners = new Map<string, (event: { target: unknown }) => void>();
  const document = {
    addEventListener: (
      type: string,
      listener: (event: { target: unknown }) => void,
      capture: boolean,
    ) => {
      expect(capture).toBe(true);
      listeners.set(type, listener);
    },
  };
  new Function('document', 'location', linkAddressScript())(document, location);
  const targetIn = (link: FakeLink) => ({
    // The clicked node is inside the link (its icon, its text).
    closest: (selector: string) =>
      (link.kind === 'keep-query' && selector.includes('a[data-keep-query]')) ||
      (link.kind === 'return-here' && selector.includes('a[data-return-here]')) ||
      (link.kind === 'register' && selector.includes('a[data-slot="site-header-register"]'))
        ? handleOf(link)
        : null,
  });
  const handleOf = (link: FakeLink) => ({
    matches: (selector: string) => link.kind === 'keep-query' && selector === 'a[data-keep-query]',
    set search(value: string) {
      link.search = value;
    },
    set hash(value: string) {
      link.hash = value;
    },
  });
  return {
    types: [...listeners.keys()].sort(),
    use: (type: string, link: FakeLink) => listeners.get(type)?.({ target: targetIn(link) }),
  };
}

describe('the link-address script of every page', () => {
  const address = { pathname: '/ar-AE/', search: '?spaceCode=buss&x=a b', hash: '#top' };

  it('listens, in the capture phase, to every way a link is followed or copied', () => {
    expect(pageWithScript(address).types).toEqual(['auxclick', 'click', 'contextmenu']);
  });

  it('points sign-in and register back at the whole address when they are used', () => {
    const page = pageWithScript(address);
    for (const kind of ['return-here', 'register'] as const) {
      const link: FakeLink = { kind, search: '?redirectUrl=%2Far-AE%2F', hash: '' };
      page.use('click', link);
      expect(new URLSearchParams(link.search).get('redirectUrl')).toBe(
        '/ar-AE/?spaceCode=buss&x=a b#top',
      );
    }
  });

  it('copies the query and fragment onto the language link, also for a middle click', () => {
    const page = pageWithScript(address);
    const link: FakeLink = { kind: 'keep-query', search: '', hash: '' };
    page.use('auxclick', link);
    expect(link).toEqual({ kind: 'keep-query', search: '?spaceCode=buss&x=a b', hash: '#top' });
  });

  it('leaves every other link as it is', () => {
    const page = pageWithScript(address);
    const link: FakeLink = { kind: 'other', search: '?q=1', hash: '#a' };
    page.use('click', link);
    page.use('contextmenu', link);
    expect(link).toEqual({ kind: 'other', search: '?q=1', hash: '#a' });
  });

  it('ignores a target that is not an element (no closest)', () => {
    const listeners: ((event: { target: unknown }) => void)[] = [];
    new Function('document', 'location', linkAddressScript())(
      {
        addEventListener: (_: string, listener: (event: { target: unknown }) => void) =>
          listeners.push(listener),
      },
      address,
    );
    expect(() => listeners.forEach((listener) => listener({ target: {} }))).not.toThrow();
    expect(() => listeners.forEach((listener) => listener({ target: null }))).not.toThrow();
  });
});
