import { describe, expect, it } from 'vitest';
import { serviceLinksOf } from '../searchResultLinks';

const ORIGIN = 'https://portal.example';

describe('serviceLinksOf', () => {
  it('turns catalogue paths into page addresses in the page language', () => {
    expect(
      serviceLinksOf(
        [
          {
            id: '1',
            Path: 'services/adek/education/issue-a-licence',
            Data: { ServiceShortName: 'Issue a licence' },
          },
          { id: '2', Path: '/services/x', Data: { title: 'رخصة' } },
        ],
        'ar-AE',
        ORIGIN,
      ),
    ).toEqual([
      { id: '1', label: 'Issue a licence', href: '/ar-AE/services/adek/education/issue-a-licence' },
      { id: '2', label: 'رخصة', href: '/ar-AE/services/x' },
    ]);
  });

  it('leaves out hits without a name or with an unsafe address', () => {
    expect(
      serviceLinksOf(
        [
          { id: '1', Path: 'javascript:alert(1)', Data: { ServiceShortName: 'x' } },
          { id: '2', Path: 'https://evil.example/x', Data: { ServiceShortName: 'y' } },
          { id: '3', Path: 'services/a', Data: {} },
          { id: '4', Data: { ServiceShortName: 'z' } },
        ],
        'en',
        ORIGIN,
      ),
    ).toEqual([]);
  });
});
