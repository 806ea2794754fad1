import { INFORMATION_PAGE_NAMES } from '@portal/core/api/common';
import { describe, expect, it } from 'vitest';
import { pagePath } from '../pagePath';
import { PORTAL_PAGES } from '../pageTable';

describe('the information pages of the table (S7.4)', () => {
  it('gives each of core’s information pages its own public entry at /{name}', () => {
    // Talk to us is an information page with the feedback form under it (S7.5): its own screen.
    const information = PORTAL_PAGES.filter(
      (page) =>
        page.screen === 'information/InformationPage' || page.screen === 'information/TalkToUsPage',
    );
    expect(information.map((page) => page.path.slice(1)).sort()).toEqual(
      [...INFORMATION_PAGE_NAMES].sort(),
    );
    for (const page of information) {
      expect(page.access).toBe('public');
      expect(page.path).not.toContain('$');
    }
  });

  it('writes their addresses and an announcement’s in both languages', () => {
    expect(pagePath('en', 'privacy')).toBe('/en/privacy');
    expect(pagePath('ar-AE', 'talkToUs')).toBe('/ar-AE/talk-to-us');
    expect(pagePath('ar-AE', 'emergencyNumbers')).toBe('/ar-AE/emergency-numbers');
    expect(pagePath('ar-AE', 'announcement', { slug: 'public-holiday' })).toBe(
      '/ar-AE/announcements/public-holiday',
    );
  });
});
