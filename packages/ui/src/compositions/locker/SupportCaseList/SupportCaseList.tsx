import type { StatusBarColor } from '@portal/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { StatusTag } from '../../../components/StatusTag';
import { cn } from '../../../lib/cn';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { listRowSkeletons } from '../listRowSkeletons';
import { ROW_LINK_CLASS_NAME } from '../rowLinkClassName';

/** A case's status in words and tone (core's support case status rules, translated). */
export interface SupportCaseStatusData {
  /** "Request for Information". */
  readonly label: string;
  readonly tone: StatusBarColor;
}

/** One support case as the list shows it; the caller computed every value (`supportCaseItemOf`). */
export interface SupportCaseItemData {
  /** CaseID. */
  readonly id: string;
  readonly title: string;
  /** Its detail page. */
  readonly href: string;
  /** "Case number: CAS-48120". */
  readonly caseNumber: string;
  readonly status: SupportCaseStatusData;
  /** "Created on 20 November 2026". */
  readonly created: string;
}

/** Every word of the list, translated by the caller (`supportCaseListLabelsOf`). */
export interface SupportCaseListLabels {
  readonly loading: string;
  /** No case at all. */
  readonly empty: string;
  readonly retry: string;
  readonly retrying: string;
}

/** The attributes of a case's link, for `renderLink`. */
export interface SupportCaseLinkProps {
  readonly href: string;
  readonly className: string;
  readonly children: ReactNode;
}

export interface SupportCaseListProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  readonly state: DataState<readonly SupportCaseItemData[]>;
  readonly labels: SupportCaseListLabels;
  /** Draws a link (the app's router link); a plain `<a>` by default. */
  readonly renderLink?: (link: SupportCaseLinkProps) => ReactNode;
  /** The next step of the empty state (a link back to the locker). */
  readonly emptyAction?: ReactNode;
  /** The cases' heading level. Default 2 (under the page's `<h1>`). */
  readonly itemHeadingLevel?: 2 | 3;
}

const defaultLink = ({ href, className, children }: SupportCaseLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/**
 * The support centre (SCREENS.md S3.9): the user's cases, each a link to its detail with its case
 * number, the date it was created and its status as a tag (the label of spec 000 §4 in words, the
 * tone as colour and shape). Loading shows row placeholders, an error the message with a retry, no
 * case a sentence and the next step.
 */
export function SupportCaseList({
  state,
  labels,
  renderLink = defaultLink,
  emptyAction,
  itemHeadingLevel = 2,
  className,
  ...props
}: SupportCaseListProps) {
  const ItemHeading = `h${itemHeadingLevel}` as 'h2' | 'h3';
  return (
    <div
      data-slot="support-case-list"
      className={cn('flex min-w-0 flex-col gap-6', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={labels}
        loadingClassName="flex flex-col gap-4"
        skeleton={listRowSkeletons(['w-1/2', 'w-1/3', 'w-1/4'])}
        isEmpty={(data) => data.length === 0}
        empty={{ message: labels.empty, action: emptyAction }}
      >
        {(data) => (
          <ul className="flex min-w-0 flex-col divide-y divide-line border-y border-line">
            {data.map((item) => (
              <li
                key={item.id}
                data-slot="support-case-item"
                data-tone={item.status.tone}
                className="flex min-w-0 flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <ItemHeading className="text-body font-semibold break-words">
                    {renderLink({
                      href: item.href,
                      className: ROW_LINK_CLASS_NAME,
                      children: item.title,
                    })}
                  </ItemHeading>
                  <p className="text-body break-words text-ink-muted">{item.caseNumber}</p>
                  <p className="text-caption text-ink-muted">{item.created}</p>
                </div>
                <StatusTag tone={item.status.tone} className="shrink-0 self-start">
                  {item.status.label}
                </StatusTag>
              </li>
            ))}
          </ul>
        )}
      </DataStateView>
    </div>
  );
}
