import type { StatusBarColor } from '@portal/core';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { Skeleton } from '../../../components/Skeleton';
import { StatusTag } from '../../../components/StatusTag';
import { cn } from '../../../lib/cn';

/** One of the person's ideas as the list shows it: words already in the page's language. */
export interface MyIdeaItem {
  readonly id: string;
  readonly title: string;
  /** The idea's page. */
  readonly href: string;
  /** The status's words ("Under review") and its tone. */
  readonly status: { readonly label: string; readonly tone: StatusBarColor };
  /** The topic's name. */
  readonly topic: string;
  /** "Submitted on 3 November 2026". */
  readonly submitted: string;
  /** "12 supporters". */
  readonly supporters: string;
  /** "2 comments". */
  readonly comments: string;
}

export interface MyIdeaListLabels {
  /** The page's heading ("My ideas"). */
  readonly title: string;
  readonly intro: string;
  /** The list's name ("Your ideas"). */
  readonly list: string;
  /** No idea yet ("You have not shared an idea yet…"). */
  readonly empty: string;
  readonly loading: string;
  readonly retry: string;
  readonly retrying: string;
}

/** The link a row draws to its idea's page (for client-side routers). */
export interface MyIdeaLinkProps {
  readonly href: string;
  readonly className: string;
  readonly children: ReactNode;
}

export interface MyIdeaListProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The person's ideas, newest first; ready with none is the empty state. */
  readonly state: DataState<readonly MyIdeaItem[]>;
  readonly labels: MyIdeaListLabels;
  /** The empty state's next step ("Share an idea"). */
  readonly emptyAction?: ReactNode;
  /** Beside the heading's intro: the way to share another idea, drafts (links of the app). */
  readonly actions?: ReactNode;
  /** Draws a row's link; omitted, a plain `<a href>`. */
  readonly renderLink?: (link: MyIdeaLinkProps) => ReactNode;
}

const TITLE =
  'text-body font-semibold break-words text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

function defaultLink({ href, className, children }: MyIdeaLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/**
 * My ideas (SCREENS.md S10.4): the ideas the person shared, newest first, each a link to its page
 * with its status (words and a tone shape, never colour alone), topic, date, supporters and
 * comments. Four states: loading, empty (a sentence and a next step), error with retry, the list.
 */
export function MyIdeaList({
  state,
  labels,
  emptyAction,
  actions,
  renderLink = defaultLink,
  className,
  ...props
}: MyIdeaListProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="my-idea-list"
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <header className="flex min-w-0 flex-col gap-2">
        <h1 id={headingId} className="text-display font-bold break-words text-ink">
          {labels.title}
        </h1>
        <p className="text-ink-muted">{labels.intro}</p>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </header>
      <DataStateView
        state={state}
        labels={{ loading: labels.loading, retry: labels.retry, retrying: labels.retrying }}
        skeleton={[0, 1, 2].map((row) => (
          <Skeleton key={row} shape="block" className="h-28" />
        ))}
        loadingClassName="flex flex-col gap-3"
        isEmpty={(ideas) => ideas.length === 0}
        empty={{ message: labels.empty, action: emptyAction }}
      >
        {(ideas) => (
          <ul aria-label={labels.list} className="flex min-w-0 flex-col gap-3">
            {ideas.map((idea) => (
              <li
                key={idea.id}
                data-idea-id={idea.id}
                className="flex min-w-0 flex-col gap-2 rounded-card border border-line bg-surface-raised p-4"
              >
                <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
                  <h2 className="min-w-0 flex-1 basis-48">
                    {renderLink({ href: idea.href, className: TITLE, children: idea.title })}
                  </h2>
                  <StatusTag tone={idea.status.tone}>{idea.status.label}</StatusTag>
                </div>
                <p className="text-caption text-ink-muted">
                  {idea.topic} · {idea.submitted}
                </p>
                <p className="text-caption text-ink-muted">
                  {idea.supporters} · {idea.comments}
                </p>
              </li>
            ))}
          </ul>
        )}
      </DataStateView>
    </section>
  );
}
