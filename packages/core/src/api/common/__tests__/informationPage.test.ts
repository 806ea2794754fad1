import { describe, expect, it } from 'vitest';
import { json } from '../../../test/stubFetch';
import { rejectionOf, testClient } from '../../../test/testClient';
import {
  getAnnouncementPage,
  getInformationPage,
  informationPageOf,
  isAnnouncementSlug,
  isInformationPageName,
} from '../informationPage';

describe('getInformationPage', () => {
  it('GETs the information group page in the client language and reads every part', async () => {
    const { client, requests } = testClient(() =>
      json({
        success: true,
        data: {
          Title: ' Accessibility statement ',
          Summary: 'How the portal meets WCAG 2.2 AA.',
          Body: '<p>We test every page with a screen reader.</p>',
          LastUpdated: '2026-09-14T08:00:00+04:00',
          Sections: [{ Heading: 'Report a problem', Body: '<p>Call 800 555.</p>' }],
        },
      }),
    );
    const page = await getInformationPage(client, 'accessibility');
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/cms/getCmsPage/information/accessibility');
    expect(requests[0]?.url.searchParams.get('lang')).toBe('en');
    expect(page).toEqual({
      title: 'Accessibility statement',
      summary: 'How the portal meets WCAG 2.2 AA.',
      bodyHtml: '<p>We test every page with a screen reader.</p>',
      lastUpdated: '2026-09-14',
      sections: [{ heading: 'Report a problem', bodyHtml: '<p>Call 800 555.</p>' }],
    });
  });

  it('reads an announcement from the announcements group', async () => {
    const { client, requests } = testClient(() =>
      json({ success: true, data: { Title: 'Holiday hours' } }),
    );
    expect(await getAnnouncementPage(client, 'public-holiday')).toEqual({
      title: 'Holiday hours',
      sections: [],
    });
    expect(requests[0]?.url.pathname).toBe('/api/cms/getCmsPage/announcements/public-holiday');
  });

  it('fails as invalid-response when the page has no usable title', async () => {
    const { client } = testClient(() => json({ success: true, data: { Body: '<p>Text</p>' } }));
    const error = await rejectionOf(getInformationPage(client, 'faq'));
    expect(error.kind).toBe('invalid-response');
  });

  it('passes an unknown page on as the 404 it is', async () => {
    const { client } = testClient(() =>
      json({ success: false, message: 'There is no CMS page.' }, 404),
    );
    const error = await rejectionOf(getInformationPage(client, 'terms'));
    expect(error.status).toBe(404);
  });
});

describe('informationPageOf', () => {
  it('leaves out each malformed part and keeps the rest', () => {
    expect(
      informationPageOf({
        Title: 'Terms of use',
        Summary: 42,
        Body: ['<p>not a string</p>'],
        LastUpdated: '2026-02-30',
        Sections: [
          { Heading: 'Use of the portal', Body: '<p>Personal use.</p>' },
          { Heading: '', Body: '<p>No heading.</p>' },
          { Heading: 'No body' },
          'a string',
          null,
        ],
      }),
    ).toEqual({
      title: 'Terms of use',
      sections: [{ heading: 'Use of the portal', bodyHtml: '<p>Personal use.</p>' }],
    });
  });

  it.each([null, undefined, 'page', 7, [], { Title: '   ' }, { Title: 'x'.repeat(301) }])(
    'is undefined without a usable title (%j)',
    (content) => {
      expect(informationPageOf(content)).toBeUndefined();
    },
  );

  it('reads Sections that is not a list as none', () => {
    expect(informationPageOf({ Title: 'FAQ', Sections: { Heading: 'Q', Body: 'A' } })).toEqual({
      title: 'FAQ',
      sections: [],
    });
  });

  it('removes control and direction-override characters from titles, keeps HTML for the sanitiser', () => {
    const page = informationPageOf({
      Title: 'Privacy\u0000 \u202epolicy\u202c\n\tnotice',
      Summary: '<script>alert(1)</script>',
      Body: '<img src=x onerror="alert(1)"><p>Kept as written</p>',
    });
    expect(page?.title).toBe('Privacy policy notice');
    // Titles and summaries are drawn as text, never as HTML, so markup in them is harmless text.
    expect(page?.summary).toBe('<script>alert(1)</script>');
    expect(page?.bodyHtml).toBe('<img src=x onerror="alert(1)"><p>Kept as written</p>');
  });

  it('drops an HTML body longer than 100,000 characters and a date that is not a date', () => {
    const page = informationPageOf({
      Title: 'About',
      Body: `<p>${'a'.repeat(100_000)}</p>`,
      LastUpdated: 'yesterday',
    });
    expect(page).toEqual({ title: 'About', sections: [] });
  });

  it('keeps at most 60 sections', () => {
    const Sections = Array.from({ length: 80 }, (_, index) => ({
      Heading: `Question ${index + 1}`,
      Body: '<p>Answer</p>',
    }));
    expect(informationPageOf({ Title: 'FAQ', Sections })?.sections).toHaveLength(60);
  });
});

describe('page names', () => {
  it('knows the information pages and no other', () => {
    expect(isInformationPageName('about')).toBe(true);
    expect(isInformationPageName('emergency-numbers')).toBe(true);
    expect(isInformationPageName('mylocker')).toBe(false);
    expect(isInformationPageName('About')).toBe(false);
    expect(isInformationPageName('toString')).toBe(false);
  });

  it.each([
    ['public-holiday', true],
    ['eid-al-fitr-2027', true],
    ['', false],
    ['-holiday', false],
    ['holiday--hours', false],
    ['../secrets', false],
    ['Holiday', false],
    ['a'.repeat(81), false],
  ])('isAnnouncementSlug(%j) is %s', (slug, expected) => {
    expect(isAnnouncementSlug(slug)).toBe(expected);
  });
});
