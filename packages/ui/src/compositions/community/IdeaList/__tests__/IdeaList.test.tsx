import type { IdeaSummary } from '@portal/core/api/community';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { ideaCardOf, publicNameInitials } from '../../views/ideas';
import { IdeaList, type IdeaListLabels } from '../IdeaList';

const labels: IdeaListLabels = {
  loading: 'Loading ideas',
  empty: 'No ideas match these filters.',
  retry: 'Try again',
  retrying: 'Trying again',
  topic: 'Topic',
};
const t = (key: string, values?: Readonly<Record<string, unknown>>) =>
  values ? `${key} ${Object.values(values).join(' ')}` : key;

const idea: IdeaSummary = {
  ideaId: '107',
  title: 'Shaded bus stops',
  excerpt: 'Bus stops without shade are unbearable in summer.',
  topicId: 'transport',
  status: 'underReview',
  author: { publicName: 'Omar Al-Hashemi', avatarId: undefined },
  submittedAt: '2026-10-20T10:00:00Z',
  supportersCount: 12,
  commentsCount: 0,
};
const topics = [{ topicId: 'transport', nameEn: 'Public transport', nameAr: 'النقل العام' }];

describe('ideaCardOf', () => {
  it('links to the idea’s numeric page, names the topic in the page’s language and the status by its key', () => {
    const card = ideaCardOf(idea, topics, t, 'ar-AE');
    expect(card.href).toBe('/ar-AE/tamm-by-you/ideas/107');
    expect(card.topic).toBe('النقل العام');
    expect(card.status).toEqual({ label: 'community.status.underReview', tone: 'attention' });
    // A family name's article is not its initial (core's initialsOf).
    expect(card.author).toEqual({ name: 'Omar Al-Hashemi', initials: 'OH' });
    expect(card.supporters).toBe('community.idea.supporters 12');
  });

  it('keeps a topic id the topics do not know; a declined idea is in the danger tone', () => {
    const card = ideaCardOf({ ...idea, topicId: 'other', status: 'declined' }, topics, t, 'en');
    expect(card.topic).toBe('other');
    expect(card.status.tone).toBe('danger');
  });

  it('takes the initials of a public name’s first and last words', () => {
    expect(publicNameInitials('Fatima K.')).toBe('FK');
    expect(publicNameInitials('  Resident ')).toBe('R');
  });
});

describe('IdeaList', () => {
  it('shows each idea as a heading link with its status in words', async () => {
    await render(
      <IdeaList
        labels={labels}
        state={{ status: 'ready', data: [ideaCardOf(idea, topics, t, 'en')] }}
      />,
    );
    await expect
      .element(page.getByRole('heading', { name: 'Shaded bus stops' }).getByRole('link'))
      .toHaveAttribute('href', '/en/tamm-by-you/ideas/107');
    await expect.element(page.getByText('community.status.underReview')).toBeVisible();
  });

  it('loading, error with retry and empty are each their own state', async () => {
    const onRetry = vi.fn();
    const { rerender } = await render(<IdeaList labels={labels} state={{ status: 'loading' }} />);
    await expect.element(page.getByText(labels.loading)).toBeInTheDocument();
    await rerender(
      <IdeaList labels={labels} state={{ status: 'error', message: 'Down', onRetry }} />,
    );
    await userEvent.click(page.getByRole('button', { name: labels.retry }));
    expect(onRetry).toHaveBeenCalled();
    await rerender(<IdeaList labels={labels} state={{ status: 'ready', data: [] }} />);
    await expect.element(page.getByText(labels.empty)).toBeVisible();
  });
});
