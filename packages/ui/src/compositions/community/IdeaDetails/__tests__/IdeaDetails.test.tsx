import type { IdeaDetails as IdeaDetailsAnswer } from '@portal/core/api/community';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { ideaDetailsLabelsOf, ideaDetailsOf } from '../../views/ideas';
import { IdeaDetails } from '../IdeaDetails';

const t = (key: string, values?: Readonly<Record<string, unknown>>) =>
  values ? `${key} ${Object.values(values).join(' ')}` : key;
const labels = ideaDetailsLabelsOf(t);

const idea: IdeaDetailsAnswer = {
  ideaId: '103',
  title: 'Water fountains in parks',
  excerpt: undefined,
  description: 'Drinking water in every park.',
  topicId: 'parks-environment',
  status: 'accepted',
  author: { publicName: 'Fatima K.', avatarId: 'avatar-02' },
  submittedAt: '2026-05-01T08:00:00Z',
  supportersCount: 40,
  commentsCount: 1,
  // Given out of order: the page shows it as it happened.
  history: [
    { status: 'accepted', at: '2026-05-10T08:00:00Z' },
    { status: 'submitted', at: '2026-05-01T08:00:00Z' },
    { status: 'underReview', at: '2026-05-03T08:00:00Z' },
  ],
  supportedByMe: false,
  mine: false,
  comments: [
    {
      commentId: 'cm-1',
      author: { publicName: 'Omar', avatarId: undefined },
      text: 'Yes please',
      postedAt: '2026-05-02T08:00:00Z',
      mine: true,
    },
  ],
  officialAnswer: { entityName: 'Parks', text: 'We will.', answeredAt: '2026-05-10T08:00:00Z' },
  attachmentName: undefined,
};

describe('ideaDetailsOf', () => {
  it('puts the history in the order it happened and says what a person may still do', () => {
    const view = ideaDetailsOf(idea, [], t, 'en');
    expect(view.history.map((step) => step.text.split(' ')[1])).toEqual([
      'community.status.submitted',
      'community.status.underReview',
      'community.status.accepted',
    ]);
    // Accepted: decided, so support no longer changes; residents still discuss how it is done.
    expect(view.supportOpen).toBe(false);
    expect(view.commentsOpen).toBe(true);
    expect(view.comments[0]?.mine).toBe('community.idea.yourComment');
    expect(view.officialAnswer?.by).toMatch(/^community.idea.answeredBy Parks /);
  });
});

describe('IdeaDetails', () => {
  it('draws the title as the page’s h1, the answer and the closed support sentence', async () => {
    await render(
      <IdeaDetails
        labels={labels}
        state={{ status: 'ready', data: ideaDetailsOf(idea, [], t, 'en') }}
        supportAction={<button type="button">Support</button>}
        commentForm={<p>the form</p>}
      />,
    );
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Water fountains in parks' }))
      .toBeVisible();
    await expect.element(page.getByText(labels.closedToSupport)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Support' })).not.toBeInTheDocument();
    await expect.element(page.getByText('the form')).toBeVisible();
    await expect.element(page.getByText('We will.')).toBeVisible();
  });

  it('shows the support control while the idea is open, and the not-found state without an idea', async () => {
    const open = ideaDetailsOf(
      { ...idea, status: 'underReview', history: idea.history.slice(1, 3) },
      [],
      t,
      'en',
    );
    const { rerender } = await render(
      <IdeaDetails
        labels={labels}
        state={{ status: 'ready', data: open }}
        supportAction={<button type="button">Support</button>}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Support' })).toBeVisible();
    await rerender(<IdeaDetails labels={labels} state={{ status: 'ready', data: undefined }} />);
    await expect.element(page.getByText(labels.notFound)).toBeVisible();
  });
});
