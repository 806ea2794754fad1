import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IDEA_STATUSES,
  IDEA_STATUS_NEXT,
  canCommentOnIdea,
  canSupportIdea,
  ideaHistoryInOrder,
  isIdeaStatusHistory,
  type IdeaStatus,
  type IdeaStatusStep,
} from '../ideaStatus';

const at = (day: number) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString();

/** A history an idea can have: a walk from `submitted` along allowed moves, dates never going back. */
const validHistory = fc
  .tuple(
    fc.array(fc.nat(3), { maxLength: 4 }),
    fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 4, maxLength: 4 }),
  )
  .map(([choices, gaps]) => {
    const steps: IdeaStatusStep[] = [{ status: 'submitted', at: at(0) }];
    let day = 0;
    for (const [index, choice] of choices.entries()) {
      const next = IDEA_STATUS_NEXT[(steps.at(-1) as IdeaStatusStep).status];
      if (next.length === 0) break;
      day += gaps[index] ?? 0;
      steps.push({ status: next[choice % next.length] as IdeaStatus, at: at(day) });
    }
    return steps;
  });

describe('idea statuses', () => {
  it('lets support change only while an idea waits for its decision', () => {
    expect(IDEA_STATUSES.filter(canSupportIdea)).toEqual(['submitted', 'underReview']);
  });

  it('closes comments once an idea is implemented or declined', () => {
    expect(IDEA_STATUSES.filter((status) => !canCommentOnIdea(status))).toEqual([
      'implemented',
      'declined',
    ]);
  });

  it('accepts only after review, and ends at implemented or declined', () => {
    expect(IDEA_STATUS_NEXT.submitted).not.toContain('accepted');
    expect(IDEA_STATUS_NEXT.implemented).toEqual([]);
    expect(IDEA_STATUS_NEXT.declined).toEqual([]);
  });

  it('accepts every history reachable from submitted', () => {
    fc.assert(fc.property(validHistory, (history) => isIdeaStatusHistory(history)));
  });

  it('refuses a history that skips review, starts elsewhere, goes back in time or is empty', () => {
    expect(isIdeaStatusHistory([])).toBe(false);
    expect(
      isIdeaStatusHistory([
        { status: 'submitted', at: at(0) },
        { status: 'accepted', at: at(1) },
      ]),
    ).toBe(false);
    expect(isIdeaStatusHistory([{ status: 'underReview', at: at(0) }])).toBe(false);
    expect(
      isIdeaStatusHistory([
        { status: 'submitted', at: at(3) },
        { status: 'underReview', at: at(1) },
      ]),
    ).toBe(false);
    expect(isIdeaStatusHistory([{ status: 'submitted', at: 'yesterday' }])).toBe(false);
    expect(isIdeaStatusHistory('x' as unknown as IdeaStatusStep[])).toBe(false);
  });

  it('puts any shuffle of a valid history back in its order', () => {
    fc.assert(
      fc.property(
        validHistory.chain((history) =>
          fc.tuple(
            fc.constant(history),
            fc.shuffledSubarray(history, { minLength: history.length }),
          ),
        ),
        ([history, shuffled]) => {
          expect(ideaHistoryInOrder(shuffled)).toEqual(history);
        },
      ),
    );
  });

  it('reads a step of the same instant in the statuses’ order, and unreadable instants last', () => {
    const history: IdeaStatusStep[] = [
      { status: 'declined', at: at(0) },
      { status: 'underReview', at: 'soon' },
      { status: 'submitted', at: at(0) },
    ];
    expect(ideaHistoryInOrder(history).map((step) => step.status)).toEqual([
      'submitted',
      'declined',
      'underReview',
    ]);
  });
});
