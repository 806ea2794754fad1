import type { StatusBarColor } from '@portal/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { DataState } from '../../../components/DataStateView';
import {
  GroupedList,
  type GroupedListLabels,
  type ListGroup,
} from '../../../components/GroupedList';
import { listRowSkeletons } from '../listRowSkeletons';
import { StatusTag } from '../../../components/StatusTag';
import { ROW_LINK_CLASS_NAME } from '../rowLinkClassName';

/** A document's mark in words and tone (core's `documentExpiryMarkOf`, translated). */
export interface DocumentMarkData {
  /** "Expired", "Expiring soon", "Valid". */
  readonly label: string;
  readonly tone: StatusBarColor;
}

/** One document as the list shows it; the caller computed every value (`documentGroupsOf`). */
export interface DocumentItemData {
  /** Stable identity (its path parts). */
  readonly id: string;
  readonly title: string;
  /** Its detail page. */
  readonly href: string;
  readonly issuer?: string;
  /** "Expires on 20 January 2027" or "Does not expire". */
  readonly expiry: string;
  readonly mark: DocumentMarkData;
}

/** The documents expiring in one month ("January 2027"), or those without an expiry date. */
export type DocumentGroupData = ListGroup<DocumentItemData>;

/** Every word of the list, translated by the caller (`documentListLabelsOf`). */
export type DocumentListLabels = GroupedListLabels;

/** The attributes of a document's link, for `renderLink`. */
export interface DocumentLinkProps {
  readonly href: string;
  readonly className: string;
  readonly children: ReactNode;
}

export interface DocumentListProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  readonly state: DataState<readonly DocumentGroupData[]>;
  readonly labels: DocumentListLabels;
  /** Draws a link (the app's router link); a plain `<a>` by default. */
  readonly renderLink?: (link: DocumentLinkProps) => ReactNode;
  /** The next step of the empty state (a link back to the locker). */
  readonly emptyAction?: ReactNode;
  /** The months' heading level. Default 2 (sections under the page's `<h1>`); documents one below. */
  readonly groupHeadingLevel?: 2 | 3;
}

const defaultLink = ({ href, className, children }: DocumentLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/**
 * My documents (SCREENS.md S3.8): the documents grouped by the month they expire, soonest month
 * first and those without an expiry date last, each a link to its detail with its issuer, its expiry
 * date and its mark (expired, expiring soon, valid) as a tag: words, with the tone as colour and
 * shape. Loading shows row placeholders, an error the message with a retry, no document a sentence
 * and the next step.
 */
export function DocumentList({
  state,
  labels,
  renderLink = defaultLink,
  emptyAction,
  groupHeadingLevel = 2,
  className,
  ...props
}: DocumentListProps) {
  return (
    <GroupedList
      slot="document"
      state={state}
      labels={labels}
      skeleton={listRowSkeletons(['w-1/3', 'w-1/2', 'w-1/4'])}
      emptyAction={emptyAction}
      groupHeadingLevel={groupHeadingLevel}
      itemKey={(item) => item.id}
      itemAttributes={(item) => ({ 'data-mark': item.mark.tone })}
      renderItem={(item, { ItemHeading }) => (
        <>
          <div className="flex min-w-0 flex-col gap-1">
            <ItemHeading className="text-body font-semibold break-words">
              {renderLink({
                href: item.href,
                className: ROW_LINK_CLASS_NAME,
                children: item.title,
              })}
            </ItemHeading>
            {item.issuer !== undefined && (
              <p className="text-body break-words text-ink-muted">{item.issuer}</p>
            )}
            <p className="text-caption text-ink-muted">{item.expiry}</p>
          </div>
          <StatusTag tone={item.mark.tone} className="shrink-0 self-start">
            {item.mark.label}
          </StatusTag>
        </>
      )}
      className={className}
      {...props}
    />
  );
}
