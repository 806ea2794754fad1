import { PORTAL_LOCALES } from '@portal/core';
import { crawlPortal } from './harness/linkCrawl';
import { servers } from './harness/servers';
import { expect, signInContext, test } from './harness/test';

/**
 * No door is dead (issue Q): from every route of the page table, in both languages, as a visitor,
 * a signed-in person and a Stay Signed-In one, every same-origin link is followed (breadth first,
 * each address once) and none may land on the 404 page, a not-found state or an error state; a link
 * that leaves the portal must be https (or mail, or a phone number). The figures are printed.
 */
const SESSIONS = ['visitor', 'normal', 'long'] as const;

test.describe('link crawl', () => {
  for (const session of SESSIONS) {
    for (const locale of PORTAL_LOCALES) {
      test(`no dead link: ${locale} as ${session}`, async ({ context, page }, testInfo) => {
        // A few hundred addresses: minutes on a busy 2-core runner, each a page or a request.
        test.setTimeout(600_000);
        if (session !== 'visitor') await signInContext(context, session);
        const report = await crawlPortal({
          page,
          request: context.request,
          appUrl: servers().appUrl,
          locale,
          session,
        });
        const figures =
          `${locale} as ${session}: ${report.pagesOpened} pages opened, ` +
          `${report.addressesRequested} addresses requested, ${report.linksFollowed} links followed ` +
          `to ${report.addresses} addresses of the portal and ${report.externalAddresses} outside it` +
          (report.leftAtBound > 0
            ? `; ${report.leftAtBound} more service or search pages beyond the crawl's bound`
            : '') +
          (report.leftToVisitors > 0
            ? `; ${report.leftToVisitors} more public addresses left to the visitor's crawl`
            : '') +
          (report.skipped.length > 0
            ? `; ${report.skipped.length} sign-in or sign-out addresses not followed`
            : '');
        const routes = Object.entries(report.addressesOfRoute)
          .map(([route, count]) => `${route} ${count}`)
          .join(', ');
        console.log(
          `link crawl, ${figures}\n  browser ${report.browserMs} ms, requests ${report.requestMs} ms` +
            `\n  addresses by page: ${routes}` +
            (report.slowReads.length > 0 ? `\n  slow reads: ${report.slowReads.join('; ')}` : ''),
        );
        testInfo.annotations.push({ type: 'link-crawl', description: figures });
        expect(report.problems, `dead links (${figures})`).toEqual([]);
        expect(report.stoppedAtLimit, 'the crawl ended within its limits').toBe(false);
      });
    }
  }
});
