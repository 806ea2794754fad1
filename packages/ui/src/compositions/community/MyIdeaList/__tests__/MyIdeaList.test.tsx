import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { MyIdeaList, type MyIdeaItem, type MyIdeaListLabels } from '../MyIdeaList';

const labels: MyIdeaListLabels = {
  title: 'My ideas',
  intro: 'The ideas you shared.',
  list: 'Your ideas',
  empty: 'You have not shared an idea yet.',
  loading: 'Loading',
  retry: 'Try again',
  retrying: 'Trying again',
};

const IDEAS: MyIdeaItem[] = [
  {
    id: '125',
    title: 'Water fountains at bus stations',
    href: '/en/tamm-by-you/ideas/125',
    status: { label: 'Submitted', tone: 'neutral' },
    topic: 'Public transport',
    submitted: 'Submitted on 29 November 2026',
    supporters: 'No supporters yet',
    comments: 'No comments yet',
  },
  {
    id: '103',
    title: 'Shade over playgrounds',
    href: '/en/tamm-by-you/ideas/103',
    status: { label: 'Declined', tone: 'danger' },
    topic: 'Parks and environment',
    submitted: 'Submitted on 2 October 2026',
    supporters: '12 supporters',
    comments: '3 comments',
  },
];

describe('MyIdeaList', () => {
  it('lists each idea as a link to its page, with its status in words', async () => {
    await render(<MyIdeaList labels={labels} state={{ status: 'ready', data: IDEAS }} />);
    const list = page.getByRole('list', { name: 'Your ideas' });
    await expect.element(list).toBeVisible();
    await expect
      .element(list.getByRole('link', { name: 'Shade over playgrounds' }))
      .toHaveAttribute('href', '/en/tamm-by-you/ideas/103');
    await expect.element(list.getByText('Declined')).toBeVisible();
    expect(list.getByRole('listitem').elements()).toHaveLength(2);
  });

  it('says when there is none, with the next step', async () => {
    await render(
      <MyIdeaList
        labels={labels}
        state={{ status: 'ready', data: [] }}
        emptyAction={<a href="/en/tamm-by-you/submit-idea">Share an idea</a>}
      />,
    );
    await expect.element(page.getByText('You have not shared an idea yet.')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Share an idea' })).toBeVisible();
  });

  it('shows a failure with a retry', async () => {
    const onRetry = vi.fn();
    await render(
      <MyIdeaList
        labels={labels}
        state={{ status: 'error', message: 'Your ideas could not be loaded.', onRetry }}
      />,
    );
    // The message shows once, and the live region says it.
    await expect.element(page.getByText('Your ideas could not be loaded.').first()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
