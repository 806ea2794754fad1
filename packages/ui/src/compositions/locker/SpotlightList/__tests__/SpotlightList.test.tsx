import type { Highlight } from '@portal/core/api/portal';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { SpotlightList, type SpotlightListLabels } from '../SpotlightList';
import { spotlightItemsOf } from '../../views/spotlights';

const labels: SpotlightListLabels = {
  loading: 'Loading spotlights',
  empty: 'No spotlights.',
  retry: 'Try again',
  retrying: 'Trying again',
  new: 'New',
  dismiss: 'Dismiss',
  dismissFor: (title) => `Dismiss: ${title}`,
  dismissing: 'Dismissing',
};

function highlight(change: Partial<Highlight> & { title?: string }): Highlight {
  const { title = 'Renew your licence', ...rest } = change;
  return {
    spotlightId: 'spot-1',
    status: 'unread',
    notificationData: {
      startDate: '2026-11-02T08:00:00Z',
      title,
      desc: 'Before it expires.',
      tags: [],
    },
    userInteractionStatus: 'unread',
    ...rest,
  };
}

describe('spotlightItemsOf', () => {
  it('words the date in the page language and marks unseen spotlights new', () => {
    const [unseen, seen] = spotlightItemsOf(
      [highlight({}), highlight({ spotlightId: 'spot-2', userInteractionStatus: 'read' })],
      'ar-AE',
    );
    expect(unseen).toMatchObject({ id: 'spot-1', isNew: true, description: 'Before it expires.' });
    expect(unseen?.date).toContain('نوفمبر');
    expect(seen?.isNew).toBe(false);
  });

  it('leaves out spotlights without a title and dismissed ones', () => {
    expect(
      spotlightItemsOf(
        [highlight({ title: ' ' }), highlight({ userInteractionStatus: 'dismissed' })],
        'en',
      ),
    ).toEqual([]);
  });
});

describe('SpotlightList', () => {
  it('reports each spotlight once when it is seen, and dismisses by its named button', async () => {
    const onSeen = vi.fn();
    const onDismiss = vi.fn();
    const items = spotlightItemsOf([highlight({})], 'en');
    const screen = await render(
      <SpotlightList
        labels={labels}
        state={{ status: 'ready', data: items }}
        onSeen={onSeen}
        onDismiss={onDismiss}
      />,
    );
    await vi.waitFor(() => expect(onSeen).toHaveBeenCalledWith(['spot-1']));
    await screen.rerender(
      <SpotlightList
        labels={labels}
        state={{ status: 'ready', data: [...items] }}
        onSeen={onSeen}
        onDismiss={onDismiss}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Dismiss: Renew your licence' }));
    expect(onDismiss).toHaveBeenCalledWith(items[0]);
    expect(onSeen).toHaveBeenCalledTimes(1);
  });

  it('says "New" in words and shows the empty sentence when there is nothing', async () => {
    const screen = await render(
      <SpotlightList
        labels={labels}
        state={{ status: 'ready', data: spotlightItemsOf([highlight({})], 'en') }}
      />,
    );
    await expect.element(page.getByText('New', { exact: true })).toBeVisible();
    expect(page.getByRole('button', { name: /Dismiss/ }).elements()).toHaveLength(0);
    await screen.rerender(<SpotlightList labels={labels} state={{ status: 'ready', data: [] }} />);
    await expect.element(page.getByText('No spotlights.')).toBeVisible();
  });
});
