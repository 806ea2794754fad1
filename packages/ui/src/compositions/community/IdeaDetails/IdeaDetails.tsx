import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { Skeleton } from '../../../components/Skeleton';
import { StatusTag } from '../../../components/StatusTag';
import { cn } from '../../../lib/cn';
import { CommunityAvatar } from '../CommunityAvatar';
import type { CommunityPersonData, IdeaStatusData } from '../IdeaList/IdeaList';

/** One comment as the idea's page shows it. */
export interface IdeaCommentData {
  readonly id: string;
  readonly author: CommunityPersonData;
  /** "You", when the person signed in wrote it. */
  readonly mine?: string;
  readonly text: string;
  /** "3 November 2026". */
  readonly posted: string;
}

/** An idea in full; the caller computed every value (`ideaDetailsOf`). */
export interface IdeaDetailsData {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** The topic's name. */
  readonly topic: string;
  readonly status: IdeaStatusData;
  readonly author: CommunityPersonData;
  /** "Your idea", when the person signed in wrote it. */
  readonly mine?: string;
  /** "Submitted on 3 November 2026". */
  readonly submitted: string;
  /** "12 supporters". */
  readonly supporters: string;
  /** The status history in the order it happened, each step in words ("Accepted on 4 May 2026"). */
  readonly history: readonly { readonly key: string; readonly text: string }[];
  /** The government's answer and who gave it ("Answered by … on …"). */
  readonly officialAnswer?: { readonly text: string; readonly by: string };
  readonly comments: readonly IdeaCommentData[];
  /** Whether support can still change (core's `canSupportIdea`). */
  readonly supportOpen: boolean;
  /** Whether comments are still taken (core's `canCommentOnIdea`). */
  readonly commentsOpen: boolean;
}

/** Every word of the page, translated by the caller (`ideaDetailsLabelsOf`). */
export interface IdeaDetailsLabels {
  readonly loading: string;
  readonly retry: string;
  readonly retrying: string;
  /** No idea by this id. */
  readonly notFound: string;
  readonly topic: string;
  readonly status: string;
  readonly author: string;
  /** Heading of the description. */
  readonly description: string;
  /** Heading of the status history. */
  readonly history: string;
  /** Heading of the government's answer. */
  readonly officialAnswer: string;
  /** Heading of the comments. */
  readonly comments: string;
  /** No comment yet. */
  readonly noComments: string;
  /** Said instead of the support control once the idea is decided. */
  readonly closedToSupport: string;
  /** Said instead of the comment form once the idea is closed. */
  readonly closedToComments: string;
}

export interface IdeaDetailsProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  /** Ready with `undefined`: no idea by this id (the not-found state). */
  readonly state: DataState<IdeaDetailsData | undefined>;
  readonly labels: IdeaDetailsLabels;
  /**
   * The support control while support is open: the support / withdraw button for a signed-in
   * person, a way to sign in for a visitor. Nothing is drawn for it once the idea is decided.
   */
  readonly supportAction?: ReactNode;
  /** What the person's support changed, said politely (a live region the caller fills). */
  readonly supportMessage?: ReactNode;
  /** The comment form (or a way to sign in) while comments are open. */
  readonly commentForm?: ReactNode;
  /** The next step of the not-found state (all ideas). */
  readonly notFoundAction?: ReactNode;
}

/** A titled part of the page. */
function Part({
  title,
  slot,
  children,
}: {
  readonly title: string;
  readonly slot: string;
  readonly children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-slot={slot} className="flex min-w-0 flex-col gap-3">
      <h2 id={headingId} className="text-title font-semibold break-words">
        {title}
      </h2>
      {children}
    </section>
  );
}

function IdeaSkeleton() {
  return (
    <>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="w-1/3" />
      <Skeleton className="w-full" />
      <Skeleton className="w-full" />
      <Skeleton className="w-1/2" />
    </>
  );
}

/**
 * An idea's page (tamm-by-you, issue W): its title (the page's one `h1`) and status as a tag, who
 * shared it (public name and avatar, never a real name), when, its topic and how many support it;
 * the support control while the idea is open; the description; the status history, dated, oldest
 * first; the official answer when there is one; and the comments with the comment form while the
 * idea takes them. Four states through `DataStateView`: loading, not found (empty), an error with
 * retry, and the idea. Texts are plain text (no HTML from the server is drawn).
 */
export function IdeaDetails({
  state,
  labels,
  supportAction,
  supportMessage,
  commentForm,
  notFoundAction,
  className,
  ...props
}: IdeaDetailsProps) {
  return (
    <article
      data-slot="idea-details"
      className={cn('flex min-w-0 flex-col gap-8', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={{ loading: labels.loading, retry: labels.retry, retrying: labels.retrying }}
        skeleton={<IdeaSkeleton />}
        loadingClassName="flex flex-col gap-4"
        isEmpty={(idea) => idea === undefined}
        empty={{ message: labels.notFound, action: notFoundAction }}
      >
        {(idea) =>
          idea ? (
            <>
              <header className="flex min-w-0 flex-col gap-4">
                <div className="flex flex-wrap items-center gap-2">
                  <StatusTag tone={idea.status.tone}>
                    <span className="sr-only">{labels.status}: </span>
                    {idea.status.label}
                  </StatusTag>
                  {idea.mine ? (
                    <span className="rounded-pill border border-line px-2 text-caption font-semibold">
                      {idea.mine}
                    </span>
                  ) : null}
                </div>
                <h1 className="text-display font-bold break-words">{idea.title}</h1>
                <dl className="grid min-w-0 gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
                  <dt className="text-caption font-semibold text-ink-muted">{labels.author}</dt>
                  <dd className="flex min-w-0 items-center gap-3">
                    <CommunityAvatar
                      avatarId={idea.author.avatarId}
                      initials={idea.author.initials}
                    />
                    <span className="flex min-w-0 flex-col">
                      <span className="break-words">{idea.author.name}</span>
                      <span className="text-caption text-ink-muted">{idea.submitted}</span>
                    </span>
                  </dd>
                  <dt className="text-caption font-semibold text-ink-muted">{labels.topic}</dt>
                  <dd className="break-words">{idea.topic}</dd>
                </dl>
                <div
                  data-slot="idea-support"
                  className="flex min-w-0 flex-col gap-3 rounded-card border border-line p-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between"
                >
                  <p className="text-title font-semibold">{idea.supporters}</p>
                  {idea.supportOpen ? (
                    supportAction
                  ) : (
                    <p className="text-body text-ink-muted">{labels.closedToSupport}</p>
                  )}
                  {supportMessage}
                </div>
              </header>
              <Part title={labels.description} slot="idea-description">
                <p className="max-w-prose text-body break-words whitespace-pre-line">
                  {idea.description}
                </p>
              </Part>
              <Part title={labels.history} slot="idea-history">
                <ol className="flex flex-col gap-2 border-s-2 border-line ps-4">
                  {idea.history.map((step) => (
                    <li key={step.key} className="text-body break-words">
                      {step.text}
                    </li>
                  ))}
                </ol>
              </Part>
              {idea.officialAnswer ? (
                <Part title={labels.officialAnswer} slot="idea-official-answer">
                  <div className="flex flex-col gap-2 rounded-card border-s-4 border-brand bg-surface p-4">
                    <p className="max-w-prose text-body break-words whitespace-pre-line">
                      {idea.officialAnswer.text}
                    </p>
                    <p className="text-caption text-ink-muted">{idea.officialAnswer.by}</p>
                  </div>
                </Part>
              ) : null}
              <Part title={labels.comments} slot="idea-comments">
                {idea.comments.length === 0 ? (
                  <p className="text-body text-ink-muted">{labels.noComments}</p>
                ) : (
                  <ul className="flex min-w-0 flex-col divide-y divide-line border-y border-line">
                    {idea.comments.map((comment) => (
                      <li
                        key={comment.id}
                        data-slot="idea-comment"
                        className="flex min-w-0 gap-3 py-4"
                      >
                        <CommunityAvatar
                          avatarId={comment.author.avatarId}
                          initials={comment.author.initials}
                        />
                        <div className="flex min-w-0 flex-col gap-1">
                          <p className="text-body font-semibold break-words">
                            {comment.author.name}
                            {comment.mine ? (
                              <span className="font-normal text-ink-muted"> ({comment.mine})</span>
                            ) : null}
                          </p>
                          <p className="text-caption text-ink-muted">{comment.posted}</p>
                          <p className="text-body break-words whitespace-pre-line">
                            {comment.text}
                          </p>
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
                {idea.commentsOpen ? (
                  commentForm
                ) : (
                  <p className="text-body text-ink-muted">{labels.closedToComments}</p>
                )}
              </Part>
            </>
          ) : null
        }
      </DataStateView>
    </article>
  );
}
