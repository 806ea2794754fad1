import { PORTAL_LOCALES } from '@portal/core';
import { catalogueWordsOf } from './harness/catalogueWords';
import { pageIsLive } from './harness/pageIsLive';
import { expect, test } from './harness/test';

/** The `<script` tags of a page as the server sent it. */
function scriptsIn(html: string): number {
  return html.match(/<script\b/gi)?.length ?? 0;
}

/**
 * Issue O, item 3: a search's results page is drawn by the server with the query in its markup and
 * title. A query holding `` $` ``, `$'` or `$&` (replacement patterns of `String.prototype.replace`)
 * came out with copies of the page's template pasted into it (22 script tags instead of 6), and
 * the app could not adopt it (React's hydration error #418, which the harness's console watch
 * fails on). The page must be the one any other query gets, with the query shown as typed.
 */
for (const locale of PORTAL_LOCALES) {
  const t = catalogueWordsOf(locale, 'common', 'home');

  test.describe(`a search for replacement patterns, in ${locale}`, () => {
    test.describe.configure({ timeout: 60_000 });

    for (const query of ['$`', "$'", '$&']) {
      test(`“${query}”: the page's own scripts, the query shown, the app adopts the page`, async ({
        page,
      }) => {
        const plain = await page.request.get(`/${locale}/searchresults?q=qwertyzzz`, {
          headers: { accept: 'text/html' },
        });
        const response = await page.goto(`/${locale}/searchresults?q=${encodeURIComponent(query)}`);
        const html = (await response?.text()) ?? '';
        // Drawn by the server (its results count or its no-results words are in the HTML)…
        expect(html).toContain(t('search.noResults.title'));
        // …with the scripts of any results page, and one page in it.
        expect(scriptsIn(html)).toBe(scriptsIn(await plain.text()));
        expect(html.match(/<div id="root">/g)).toHaveLength(1);
        expect(html.match(/<title>/g)).toHaveLength(1);

        await pageIsLive(page);
        await expect(
          page.getByRole('heading', { name: t('search.noResults.title') }),
        ).toBeVisible();
        await expect(
          page.getByText(t('search.noResults.description', { query }), { exact: true }),
        ).toBeVisible();
      });
    }
  });
}
