import type { RuleMessageKey } from '../messageKeys';

/*
 * The community's ideas (tamm-by-you, issue W). ASSUMED: no spec shows the community's rules; these
 * are the portal's choices, documented here and in docs/clients.md, and the sandbox answers by them.
 */

/** What has happened to an idea, in the order an idea can go through them. */
export const IDEA_STATUSES = [
  'submitted',
  'underReview',
  'accepted',
  'implemented',
  'declined',
] as const;

/** One of {@link IDEA_STATUSES}. */
export type IdeaStatus = (typeof IDEA_STATUSES)[number];

/** Whether `value` is one of {@link IDEA_STATUSES}. */
export function isIdeaStatus(value: unknown): value is IdeaStatus {
  return typeof value === 'string' && (IDEA_STATUSES as readonly string[]).includes(value);
}

/**
 * The statuses an idea may move to from each status. Choice: a team reviews before deciding (an idea
 * is accepted only after review) but may decline a submission outright (a duplicate, out of scope);
 * only an accepted idea is implemented; implemented and declined are final.
 */
export const IDEA_STATUS_NEXT: Readonly<Record<IdeaStatus, readonly IdeaStatus[]>> = {
  submitted: ['underReview', 'declined'],
  underReview: ['accepted', 'declined'],
  accepted: ['implemented'],
  implemented: [],
  declined: [],
};

/** The catalogue key naming each status (namespace `community`). */
export const IDEA_STATUS_KEY = {
  submitted: 'community.status.submitted',
  underReview: 'community.status.underReview',
  accepted: 'community.status.accepted',
  implemented: 'community.status.implemented',
  declined: 'community.status.declined',
} as const satisfies Record<IdeaStatus, RuleMessageKey>;

/** One dated step of an idea's history. */
export interface IdeaStatusStep {
  readonly status: IdeaStatus;
  /** ISO 8601 instant the idea entered the status. */
  readonly at: string;
}

/** Whether an idea in `status` is still open: waiting for the government's decision. */
export function isIdeaOpen(status: IdeaStatus): boolean {
  return status === 'submitted' || status === 'underReview';
}

/**
 * Whether a person may support an idea, or withdraw their support, in `status`. Choice: only while
 * the idea is open: support tells the reviewers how many residents want it, so once the decision is
 * made the count is the record of what they knew, and it no longer moves.
 */
export function canSupportIdea(status: IdeaStatus): boolean {
  return isIdeaOpen(status);
}

/**
 * Whether a person may comment on an idea in `status`. Choice: open ideas and accepted ones (residents
 * discuss how it is carried out); implemented and declined ideas are closed, their official answer
 * is the last word.
 */
export function canCommentOnIdea(status: IdeaStatus): boolean {
  return status !== 'implemented' && status !== 'declined';
}

/**
 * Whether `history` is a history an idea can have: it starts with `submitted`, each step is one of
 * {@link IDEA_STATUS_NEXT} of the one before, and the instants are readable and never go back.
 * Never throws.
 */
export function isIdeaStatusHistory(history: readonly IdeaStatusStep[]): boolean {
  if (!Array.isArray(history) || history.length === 0) return false;
  let previous: IdeaStatusStep | undefined;
  for (const step of history as readonly unknown[]) {
    if (typeof step !== 'object' || step === null) return false;
    const { status, at } = step as Partial<IdeaStatusStep>;
    if (!isIdeaStatus(status) || typeof at !== 'string') return false;
    const time = Date.parse(at);
    if (Number.isNaN(time)) return false;
    if (previous === undefined) {
      if (status !== 'submitted') return false;
    } else if (
      !IDEA_STATUS_NEXT[previous.status].includes(status) ||
      time < Date.parse(previous.at)
    ) {
      return false;
    }
    previous = { status, at };
  }
  return true;
}

/**
 * An idea's history in the order it happened: by instant, and at the same instant in the order of
 * {@link IDEA_STATUSES} (a submission declined the minute it arrived still reads submitted first).
 * Steps whose instant cannot be read go last, in the order given. Does not change `history`.
 */
export function ideaHistoryInOrder(history: readonly IdeaStatusStep[]): IdeaStatusStep[] {
  const timeOf = (step: IdeaStatusStep) => {
    const time = Date.parse(step.at);
    return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
  };
  return history
    .map((step, index) => ({ step, index }))
    .sort(
      (a, b) =>
        timeOf(a.step) - timeOf(b.step) ||
        IDEA_STATUSES.indexOf(a.step.status) - IDEA_STATUSES.indexOf(b.step.status) ||
        a.index - b.index,
    )
    .map(({ step }) => step);
}
