import { describe, expect, it } from 'vitest';
import { cmsServiceItemsOf } from '../homeContent';

const ORIGIN = 'https://portal.example';

describe('"Services for everyone" from its CMS item (S2.3)', () => {
  it('keeps each child with a title and a safe link, in order, the link under the page language', () => {
    const items = cmsServiceItemsOf(
      {
        mainItem: { Title: 'Services for everyone' },
        childsListItem: [
          {
            Title: 'Pay traffic fines',
            Description: 'Find and pay fines.',
            ViewAllLink: '/searchresults?q=traffic%20fine',
          },
          { Title: 'Birth certificates', ViewAllLink: '/searchresults?q=birth' },
        ],
      },
      'ar-AE',
      ORIGIN,
    );
    expect(items).toEqual([
      {
        id: '0:/ar-AE/searchresults?q=traffic%20fine',
        name: 'Pay traffic fines',
        description: 'Find and pay fines.',
        href: '/ar-AE/searchresults?q=traffic%20fine',
      },
      {
        id: '1:/ar-AE/searchresults?q=birth',
        name: 'Birth certificates',
        description: undefined,
        href: '/ar-AE/searchresults?q=birth',
      },
    ]);
  });

  it('leaves out a child without a title, without a link, or whose link is not safe', () => {
    const items = cmsServiceItemsOf(
      {
        childsListItem: [
          { ViewAllLink: '/searchresults?q=a' },
          { Title: 'No link' },
          { Title: 'Script', ViewAllLink: 'javascript:alert(1)' },
          { Title: 'Elsewhere', ViewAllLink: 'https://evil.example/x' },
          { Title: '  ', ViewAllLink: '/searchresults?q=b' },
        ],
      },
      'en',
      ORIGIN,
    );
    expect(items).toEqual([]);
  });

  it('reads a failed load (`{}`) as no services, so the section is left out (spec 001 §8)', () => {
    expect(cmsServiceItemsOf({}, 'en', ORIGIN)).toEqual([]);
  });
});
