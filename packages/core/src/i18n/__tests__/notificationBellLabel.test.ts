import { describe, expect, it } from 'vitest';
import { notificationBellLabel } from '../notificationBellLabel';

describe('notificationBellLabel', () => {
  it.each([
    [undefined, 'Notifications'],
    [0, 'Notifications'],
    [1, 'Notifications, 1 unread'],
    [3, 'Notifications, 3 unread'],
    [99, 'Notifications, 99 unread'],
    [1200, 'Notifications, 99+ unread'],
  ])('en %s → %s', (count, label) => {
    expect(notificationBellLabel('en', count)).toBe(label);
  });

  it.each([
    [0, 'الإشعارات'],
    [1, 'الإشعارات، إشعار واحد غير مقروء'],
    [2, 'الإشعارات، إشعاران غير مقروءين'],
    [3, 'الإشعارات، 3 إشعارات غير مقروءة'],
    [10, 'الإشعارات، 10 إشعارات غير مقروءة'],
    [11, 'الإشعارات، 11 إشعارًا غير مقروء'],
    [99, 'الإشعارات، 99 إشعارًا غير مقروء'],
    [100, 'الإشعارات، 99+ إشعارًا غير مقروء'],
  ])('ar-AE %s → %s', (count, label) => {
    expect(notificationBellLabel('ar-AE', count)).toBe(label);
  });
});
