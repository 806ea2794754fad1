// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { homeClickEventOf } from '../homeAnalytics';

function sections(): { root: HTMLElement; outside: HTMLElement } {
  document.body.innerHTML = `
    <div id="sections">
      <a href="/en/search-results?q=services"><span id="card">Services for you</span></a>
      <a href="/en/sign-in" data-analytics="home.signIn">Sign in</a>
      <button id="tab">Most popular</button>
    </div>
    <div id="dialog"><a id="store" href="https://apps.example/store">Store</a></div>`;
  return {
    root: document.getElementById('sections') as HTMLElement,
    outside: document.getElementById('store') as HTMLElement,
  };
}

describe('homeClickEventOf', () => {
  it('counts a link of the sections as explore services, and a named one as another click', () => {
    const { root } = sections();
    expect(homeClickEventOf(document.getElementById('card'), root)).toEqual({
      name: 'exploreServices',
      href: '/en/search-results?q=services',
    });
    expect(homeClickEventOf(root.querySelector('[data-analytics]'), root)).toEqual({
      name: 'click',
      target: 'home.signIn',
    });
  });

  it('sends nothing for a click off a link or on a link drawn outside the sections', () => {
    const { root, outside } = sections();
    expect(homeClickEventOf(document.getElementById('tab'), root)).toBeUndefined();
    expect(homeClickEventOf(outside, root)).toBeUndefined();
    expect(homeClickEventOf(null, root)).toBeUndefined();
  });
});
