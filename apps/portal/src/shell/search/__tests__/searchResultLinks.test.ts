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
        false,
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
        true,
      ),
    ).toEqual([]);
  });

  const SPACES = [
    {
      id: 'space-buss',
      ItemType: 'space',
      Path: 'services/ded/business/issue-a-trade-licence',
      Data: { ServiceShortName: 'Business space', SpaceCode: 'buss' },
    },
    {
      id: 'space-prop',
      ItemType: 'Space',
      Path: 'services/adha/housing/register-a-tenancy-contract',
      Data: { title: 'مساحة العقارات', SpaceCode: 'PROP' },
    },
    { id: 'svc-1', ItemType: 'service', Path: 'services/a', Data: { ServiceShortName: 'A' } },
  ];

  it('leads a visitor’s space hits to their online services (spec 001 §6)', () => {
    expect(serviceLinksOf(SPACES, 'en', ORIGIN, false)).toEqual([
      {
        id: 'space-buss',
        label: 'Business space',
        href: '/en/services/ded/business/issue-a-trade-licence',
      },
      {
        id: 'space-prop',
        label: 'مساحة العقارات',
        href: '/en/services/adha/housing/register-a-tenancy-contract',
      },
      { id: 'svc-1', label: 'A', href: '/en/services/a' },
    ]);
  });

  it('leads a signed-in person’s space hits to their own spaces of that kind (spec 001 §6)', () => {
    expect(serviceLinksOf(SPACES, 'ar-AE', ORIGIN, true)).toEqual([
      { id: 'space-buss', label: 'Business space', href: '/ar-AE/spaces?spaceCode=buss' },
      { id: 'space-prop', label: 'مساحة العقارات', href: '/ar-AE/spaces?spaceCode=prop' },
      { id: 'svc-1', label: 'A', href: '/ar-AE/services/a' },
    ]);
  });

  it('keeps a space hit of no known kind on its path, signed in too', () => {
    expect(
      serviceLinksOf(
        [{ id: 's', ItemType: 'space', Path: 'services/b', Data: { title: 'B', SpaceCode: 'x' } }],
        'en',
        ORIGIN,
        true,
      ),
    ).toEqual([{ id: 's', label: 'B', href: '/en/services/b' }]);
  });
});
