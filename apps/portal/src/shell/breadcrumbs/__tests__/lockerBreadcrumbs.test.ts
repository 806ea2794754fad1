import { describe, expect, it } from 'vitest';
import { lockerBreadcrumbs } from '../lockerBreadcrumbs';

describe('lockerBreadcrumbs (SCREENS.md S1.8)', () => {
  it('leads home, then to My locker, then to the page shown, which is not a link', () => {
    expect(lockerBreadcrumbs('en', [{ label: 'Payments' }])).toEqual([
      { label: 'Home', href: '/en/' },
      { label: 'My locker', href: '/en/mylocker' },
      { label: 'Payments' },
    ]);
  });

  it('keeps links of pages between, and writes the trail in the page language', () => {
    expect(
      lockerBreadcrumbs('ar-AE', [
        { label: 'المستندات', href: '/ar-AE/mylocker/MyDocuments' },
        { label: 'تفاصيل' },
      ]),
    ).toEqual([
      { label: 'الرئيسية', href: '/ar-AE/' },
      { label: 'خزانتي', href: '/ar-AE/mylocker' },
      { label: 'المستندات', href: '/ar-AE/mylocker/MyDocuments' },
      { label: 'تفاصيل' },
    ]);
  });

  it('on the locker home, My locker is the page shown', () => {
    expect(lockerBreadcrumbs('en').at(-1)).toEqual({ label: 'My locker' });
  });
});
