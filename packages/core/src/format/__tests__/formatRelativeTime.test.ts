import { describe, expect, it } from 'vitest';
import type { RelativeTime } from '../../rules/time/relativeTime';
import { formatRelativeTime } from '../formatRelativeTime';

const words = (text: string) => text.replace(/[\s\u202f\u00a0]+/gu, ' ').trim();

describe('formatRelativeTime (spec 000 §4)', () => {
  const cases: [RelativeTime, string, string][] = [
    [{ kind: 'now' }, 'Now', 'الآن'],
    [{ kind: 'minutes', value: 2 }, '2 minutes ago', 'قبل دقيقتين'],
    [{ kind: 'minutes', value: 59 }, '59 minutes ago', 'قبل 59 دقيقة'],
    [{ kind: 'hour' }, '1 hour ago', 'قبل ساعة واحدة'],
    [{ kind: 'hours', value: 23 }, '23 hours ago', 'قبل 23 ساعة'],
    [{ kind: 'yesterday' }, 'Yesterday', 'أمس'],
    [{ kind: 'date', date: new Date('2026-03-05T11:05:00Z') }, '05 March 2026', '05 مارس 2026'],
    [{ kind: 'invalid' }, 'Not Available', 'غير متوفر'],
  ];

  it.each(cases)('%j → %s / %s', (time, english, arabic) => {
    expect(words(formatRelativeTime(time))).toBe(english);
    expect(words(formatRelativeTime(time, { locale: 'ar-AE' }))).toBe(arabic);
  });

  it('covers other locales through Intl, with Latin digits', () => {
    expect(formatRelativeTime({ kind: 'minutes', value: 5 }, { locale: 'fa' })).toMatch(/5/);
    expect(formatRelativeTime({ kind: 'now' }, { locale: 'fr' })).toBe('Maintenant');
  });
});
