import {
  getAnnouncementPage,
  getCmsPage,
  getInformationPage,
  INFORMATION_PAGE_NAMES,
  type InformationPage,
} from '@portal/core/api/common';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../support/failureOf';
import { clientFor, testSandbox } from '../support/sandboxClient';

const ARABIC = /[\u0600-\u06ff]/;

/** Every address a page's HTML links to inside the portal. */
function portalLinksOf(page: InformationPage): string[] {
  const html = [page.bodyHtml ?? '', ...page.sections.map((part) => part.bodyHtml)].join('');
  return [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1] ?? '');
}

function expectComplete(page: InformationPage): void {
  expect(page.title).not.toBe('');
  expect(page.summary).toBeTruthy();
  expect(page.bodyHtml).toMatch(/^<(p|ul)>/);
  expect(page.lastUpdated).toMatch(/^2026-\d{2}-\d{2}$/);
  expect(page.sections.length).toBeGreaterThan(0);
}

describe('information pages against the sandbox (SCREENS.md S7.4)', () => {
  it.each(INFORMATION_PAGE_NAMES)(
    'serves %s in English and Arabic, every part present, links in the page’s language',
    async (name) => {
      const app = testSandbox();
      const english = await getInformationPage(clientFor(app), name);
      const arabic = await getInformationPage(clientFor(app, { lang: 'ar' }), name);
      expectComplete(english);
      expectComplete(arabic);
      expect(english.title).not.toMatch(ARABIC);
      expect(arabic.title).toMatch(ARABIC);
      expect(arabic.sections.map((part) => part.heading)).toHaveLength(english.sections.length);
      for (const part of arabic.sections) expect(part.heading).toMatch(ARABIC);
      for (const link of portalLinksOf(english)) expect(link).toMatch(/^\/en\//);
      for (const link of portalLinksOf(arabic)) expect(link).toMatch(/^\/ar-AE\//);
    },
  );

  it('lists the UAE emergency numbers', async () => {
    const page = await getInformationPage(clientFor(testSandbox()), 'emergency-numbers');
    const html = page.sections.map((part) => part.bodyHtml).join('');
    for (const digits of ['999', '998', '997', '996', '991'])
      expect(html).toContain(`href="tel:${digits}"`);
    expect(html).toMatch(/Police<\/strong>: <a href="tel:999">/);
    expect(html).toMatch(/Ambulance<\/strong>: <a href="tel:998">/);
    expect(html).toMatch(/Civil Defence \(fire\)<\/strong>: <a href="tel:997">/);
  });

  it('answers several questions on the FAQ and states WCAG 2.2 AA and how to report a problem', async () => {
    const client = clientFor(testSandbox());
    expect((await getInformationPage(client, 'faq')).sections.length).toBeGreaterThanOrEqual(4);
    const accessibility = await getInformationPage(client, 'accessibility');
    expect(accessibility.bodyHtml).toContain('WCAG) 2.2 at level AA');
    expect(accessibility.sections.map((part) => part.heading)).toContain('Report a problem');
  });

  it('serves the banner’s holiday hours announcement in both languages', async () => {
    const app = testSandbox();
    const english = await getAnnouncementPage(clientFor(app), 'public-holiday');
    const arabic = await getAnnouncementPage(clientFor(app, { lang: 'ar' }), 'public-holiday');
    expectComplete(english);
    expectComplete(arabic);
    expect(english.title).toBe('Holiday hours for Eid Al Etihad');
    expect(arabic.title).toBe('مواعيد العمل في عطلة عيد الاتحاد');
  });

  it('refuses an unknown page with a 404 and a message in the asked language', async () => {
    const app = testSandbox();
    const english = await failureOf(getAnnouncementPage(clientFor(app), 'no-such-day'));
    expect(english.status).toBe(404);
    expect(english.userMessage.type === 'server' && english.userMessage.text).toMatch(
      /^There is no page announcements\/no-such-day\./,
    );
    const arabic = await failureOf(
      getAnnouncementPage(clientFor(app, { lang: 'ar' }), 'no-such-day'),
    );
    expect(arabic.status).toBe(404);
    expect(arabic.userMessage.type === 'server' && arabic.userMessage.text).toMatch(
      /^لا توجد صفحة «announcements\/no-such-day»\./,
    );
  });

  it('finds no page through an inherited property name', async () => {
    const failure = await failureOf(getAnnouncementPage(clientFor(testSandbox()), 'constructor'));
    expect(failure.status).toBe(404);
  });

  it('serves the information pages and announcements to a visitor; the locker’s CMS pages stay private', async () => {
    const client = clientFor(testSandbox({ startAs: 'visitor' }));
    expect((await getInformationPage(client, 'privacy')).title).toBe('Privacy policy');
    expect((await getAnnouncementPage(client, 'public-holiday')).title).toBe(
      'Holiday hours for Eid Al Etihad',
    );
    expect((await failureOf(getInformationPage(client, 'no-such' as 'about'))).status).toBe(404);
    const locker = await failureOf(
      getCmsPage(client, { pageGroup: 'mylocker', pageName: 'payments' }),
    );
    expect(locker.status).toBe(401);
  });
});
