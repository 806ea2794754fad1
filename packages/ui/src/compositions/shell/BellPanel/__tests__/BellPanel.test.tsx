import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import '../../../../fonts.css';
import { UiProvider } from '../../../../provider/UiProvider';
import { BellPanel, type BellPanelLabels, type BellPanelListState } from '../BellPanel';

const labels: BellPanelLabels = {
  title: 'Notifications',
  bell: 'Notifications, 2 unread',
  tabs: { actions: 'Actions', activities: 'Activities', spotlights: 'Spotlights' },
  new: 'New',
  viewAll: 'View all notifications',
  empty: 'You have no new notifications',
  loading: 'Loading notifications',
  retry: 'Try again',
  retrying: 'Trying again',
  close: 'Close',
};

const ready = (titles: string[], isNew = false): BellPanelListState => ({
  status: 'ready',
  data: titles.map((title, index) => ({ id: String(index), title, isNew, href: `#${index}` })),
});

describe('BellPanel', () => {
  it('opens from the bell on the actions tab, marks new items in words, and closes on Escape back to the bell', async () => {
    await render(
      <BellPanel
        count={2}
        labels={labels}
        viewAllHref="/en/mylocker/notifications"
        lists={{
          actions: ready(['Pay your bill'], true),
          activities: ready(['Application submitted']),
          spotlights: ready([]),
        }}
      />,
    );
    const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect.element(panel).toBeVisible();
    await expect
      .element(page.getByRole('tab', { name: 'Actions' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('link', { name: 'Pay your bill' })).toBeVisible();
    await expect.element(panel).toHaveTextContent('New');
    await expect
      .element(page.getByRole('link', { name: 'View all notifications' }))
      .toHaveAttribute('href', '/en/mylocker/notifications');
    await page.getByRole('tab', { name: 'Spotlights' }).click();
    await expect.element(panel).toHaveTextContent('You have no new notifications');
    await userEvent.keyboard('{Escape}');
    await expect.element(panel).not.toBeInTheDocument();
    await expect.element(bell).toHaveFocus();
  });

  it('in Arabic, ArrowLeft moves to the next tab and reports it', async () => {
    const onTabChange = vi.fn();
    await render(
      <UiProvider dir="rtl">
        <BellPanel
          count={0}
          labels={{
            ...labels,
            tabs: { actions: 'الإجراءات', activities: 'الأنشطة', spotlights: 'أبرز المستجدات' },
          }}
          viewAllHref="#"
          onTabChange={onTabChange}
          defaultOpen
          lists={{ actions: ready([]), activities: ready([]), spotlights: ready([]) }}
        />
      </UiProvider>,
    );
    const first = page.getByRole('tab', { name: 'الإجراءات' });
    (first.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect
      .element(page.getByRole('tab', { name: 'الأنشطة' }))
      .toHaveAttribute('aria-selected', 'true');
    expect(onTabChange).toHaveBeenLastCalledWith('activities');
  });

  it('a failed tab shows the message and retries', async () => {
    const onRetry = vi.fn();
    await render(
      <BellPanel
        count={undefined}
        labels={labels}
        viewAllHref="#"
        defaultOpen
        lists={{
          actions: { status: 'error', message: 'We couldn’t load your notifications.', onRetry },
          activities: { status: 'loading' },
          spotlights: { status: 'loading' },
        }}
      />,
    );
    await expect
      .element(page.getByRole('dialog'))
      .toHaveTextContent('We couldn’t load your notifications.');
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  describe('keeps its three tabs on one line (issue O item 13)', () => {
    const arabicTabs = {
      actions: 'الإجراءات',
      activities: 'الأنشطة',
      spotlights: 'أبرز المستجدات',
    };
    const cases = [
      { language: 'English', dir: 'ltr', tabs: labels.tabs },
      { language: 'Arabic', dir: 'rtl', tabs: arabicTabs },
    ] as const;
    for (const { language, dir, tabs } of cases) {
      for (const width of [1280, 320]) {
        it(`in ${language} at ${width} px, each label whole, each tab in view when reached`, async () => {
          await page.viewport(width, 720);
          await document.fonts.load(
            `600 16px ${dir === 'rtl' ? '"Noto Kufi Arabic Variable"' : '"Inter Variable"'}`,
          );
          await render(
            <UiProvider dir={dir}>
              <div dir={dir} className="flex justify-end">
                <BellPanel
                  count={3}
                  labels={{ ...labels, tabs }}
                  viewAllHref="#"
                  defaultOpen
                  lists={{ actions: ready(['One']), activities: ready([]), spotlights: ready([]) }}
                />
              </div>
            </UiProvider>,
          );
          await expect.element(page.getByRole('dialog')).toBeVisible();
          const list = document.querySelector<HTMLElement>('[role="tablist"]')!;
          const boxes = [...list.querySelectorAll('[role="tab"]')].map((tab) =>
            tab.getBoundingClientRect(),
          );
          expect(boxes).toHaveLength(3);
          const lowest = Math.min(...boxes.map((box) => box.height));
          for (const box of boxes) {
            expect(box.top).toBeCloseTo(boxes[0]!.top, 0);
            expect(box.height).toBeCloseTo(lowest, 0);
          }
          if (width === 1280) {
            // Room for every label: the row does not scroll.
            expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
          }
          // On a phone the row scrolls instead: each tab, reached, lies whole inside it.
          for (const tab of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
            tab.focus();
            const shown = list.getBoundingClientRect();
            const box = tab.getBoundingClientRect();
            expect(box.left).toBeGreaterThanOrEqual(shown.left - 1);
            expect(box.right).toBeLessThanOrEqual(shown.right + 1);
          }
          const panel = page.getByRole('dialog').element().getBoundingClientRect();
          expect(panel.left).toBeGreaterThanOrEqual(0);
          expect(panel.right).toBeLessThanOrEqual(width);
        });
      }
    }
  });
});
