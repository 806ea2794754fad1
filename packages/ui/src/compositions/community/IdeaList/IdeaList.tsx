import type { StatusBarColor } from '@portal/core';
import { MessageSquare, ThumbsUp } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { Skeleton } from '../../../components/Skeleton';
import { StatusTag } from '../../../components/StatusTag';
import { cn } from '../../../lib/cn';
import { CommunityAvatar } from '../CommunityAvatar';

/** A person as the community shows them: public name, avatar drawing or initials. */
export interface CommunityPersonData {
  readonly name: string;
  /** Letters shown when there is no drawing (core's `initialsOf`). */
  readonly initials: string;
  /** One of core's `COMMUNITY_AVATARS`; without it, the initials. */
  readonly avatarId?: string;
}

/** An idea's status in words and tone. */
export interface IdeaStatusData {
  /** "Under review". */
  readonly label: string;
  readonly tone: StatusBarColor;
}

/** One idea as a card shows it; the caller computed every value (`ideaCardOf`). */
export interface IdeaCardData {
  /** The numeric idea id. */
  readonly id: string;
  readonly title: string;
  /** The idea's page. */
  readonly href: string;
  /** Its first lines. */
  readonly excerpt?: string;
  /** The topic's name. */
  readonly topic: string;
  readonly status: IdeaStatusData;
  readonly author: CommunityPersonData;
  /** "By Fatima K.". */
  readonly byline: string;
  /** "Submitted on 3 November 2026". */
  readonly submitted: string;
  /** "12 supporters". */
  readonly supporters: string;
  /** "2 comments". */
  readonly comments: string;
}

/** Every word of the list, translated by the caller (`ideaListLabelsOf`). */
export interface IdeaListLabels {
  readonly loading: string;
  /** No idea matches: the sentence of the empty state. */
  readonly empty: string;
  readonly retry: string;
  readonly retrying: string;
  /** "Topic": names the topic for assistive technology. */
  readonly topic: string;
}

/** The attributes of an idea's link, for `renderLink`. */
export interface IdeaLinkProps {
  readonly href: string;
  readonly className: string;
  readonly children: ReactNode;
}

export interface IdeaListProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  readonly state: DataState<readonly IdeaCardData[]>;
  readonly labels: IdeaListLabels;
  /** Draws a link (the app's router link); a plain `<a>` by default. */
  readonly renderLink?: (link: IdeaLinkProps) => ReactNode;
  /** The next step of the empty state (clear the filters, share an idea). */
  readonly emptyAction?: ReactNode;
  /** The ideas' heading level. Default 2 (under the page's `<h1>`). */
  readonly itemHeadingLevel?: 2 | 3;
}

const defaultLink = ({ href, className, children }: IdeaLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

const TITLE_LINK_CLASS_NAME =
  'text-link underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

const skeleton = [0, 1, 2].map((card) => (
  <div key={card} className="flex flex-col gap-3 rounded-card border border-line p-4">
    <Skeleton className="w-2/3" />
    <Skeleton className="w-full" />
    <Skeleton className="w-1/3" />
  </div>
));

/**
 * The community's ideas (tamm-by-you, issue W; the community page and the listing): each a card
 * whose title is a heading with a link to the idea, with its first lines, topic, status as a tag
 * (words, and the tone as colour and shape), its author's public name and avatar, when it was
 * submitted and how many support it and commented. Loading shows card placeholders, an error the
 * message with a retry, no idea a sentence and the next step. One column on a phone, two from
 * 768 px; nothing scrolls sideways at 320 px or 200 % text.
 */
export function IdeaList({
  state,
  labels,
  renderLink = defaultLink,
  emptyAction,
  itemHeadingLevel = 2,
  className,
  ...props
}: IdeaListProps) {
  const ItemHeading = `h${itemHeadingLevel}` as 'h2' | 'h3';
  return (
    <div data-slot="idea-list" className={cn('flex min-w-0 flex-col gap-6', className)} {...props}>
      <DataStateView
        state={state}
        labels={labels}
        loadingClassName="grid gap-4 md:grid-cols-2"
        skeleton={skeleton}
        isEmpty={(data) => data.length === 0}
        empty={{ message: labels.empty, action: emptyAction }}
      >
        {(data) => (
          <ul className="grid min-w-0 gap-4 md:grid-cols-2">
            {data.map((idea) => (
              <li
                key={idea.id}
                data-slot="idea-card"
                data-tone={idea.status.tone}
                className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-canvas p-4"
              >
                <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
                  <ItemHeading className="min-w-0 text-body font-semibold break-words">
                    {renderLink({
                      href: idea.href,
                      className: TITLE_LINK_CLASS_NAME,
                      children: idea.title,
                    })}
                  </ItemHeading>
                  <StatusTag tone={idea.status.tone} className="shrink-0">
                    {idea.status.label}
                  </StatusTag>
                </div>
                {idea.excerpt ? (
                  <p className="text-body break-words text-ink-muted">{idea.excerpt}</p>
                ) : null}
                <p className="text-caption break-words text-ink-muted">
                  <span className="sr-only">{labels.topic}: </span>
                  {idea.topic}
                </p>
                <div className="flex min-w-0 items-center gap-3">
                  <CommunityAvatar
                    avatarId={idea.author.avatarId}
                    initials={idea.author.initials}
                  />
                  <div className="flex min-w-0 flex-col">
                    <p className="text-body break-words">{idea.byline}</p>
                    <p className="text-caption text-ink-muted">{idea.submitted}</p>
                  </div>
                </div>
                <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-caption text-ink-muted">
                  <span className="inline-flex items-center gap-1">
                    <ThumbsUp aria-hidden="true" focusable="false" className="size-4" />
                    {idea.supporters}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <MessageSquare aria-hidden="true" focusable="false" className="size-4" />
                    {idea.comments}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </DataStateView>
    </div>
  );
}
