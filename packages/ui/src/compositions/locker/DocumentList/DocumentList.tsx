import type { StatusBarColor } from '@portal/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { listRowSkeletons } from '../listRowSkeletons';
import { StatusTag } from '../../../components/StatusTag';
import { cn } from '../../../lib/cn';

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
export interface DocumentGroupData {
  readonly key: string;
  readonly title: string;
  readonly items: readonly DocumentItemData[];
}

/** Every word of the list, translated by the caller (`documentListLabelsOf`). */
export interface DocumentListLabels {
  readonly loading: string;
  /** No document at all. */
  readonly empty: string;
  readonly retry: string;
  readonly retrying: string;
}

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
  const GroupHeading = `h${groupHeadingLevel}` as const;
  const ItemHeading = `h${groupHeadingLevel + 1}` as 'h3' | 'h4';
  return (
    <div
      data-slot="document-list"
      className={cn('flex min-w-0 flex-col gap-8', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={labels}
        loadingClassName="flex flex-col gap-4"
        skeleton={listRowSkeletons(['w-1/3', 'w-1/2', 'w-1/4'])}
        isEmpty={(groups) => groups.length === 0}
        empty={{ message: labels.empty, action: emptyAction }}
      >
        {(groups) =>
          groups.map((group) => {
            const headingId = `documents-${group.key}`;
            return (
              <section
                key={group.key}
                aria-labelledby={headingId}
                data-slot="document-group"
                className="flex min-w-0 flex-col gap-3"
              >
                <GroupHeading id={headingId} className="text-title font-semibold">
                  {group.title}
                </GroupHeading>
                <ul className="flex min-w-0 flex-col divide-y divide-line border-y border-line">
                  {group.items.map((item) => (
                    <li
                      key={item.id}
                      data-slot="document-item"
                      data-mark={item.mark.tone}
                      className="flex min-w-0 flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6"
                    >
                      <div className="flex min-w-0 flex-col gap-1">
                        <ItemHeading className="text-body font-semibold break-words">
                          {renderLink({
                            href: item.href,
                            className:
                              'text-link underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
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
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        }
      </DataStateView>
    </div>
  );
}
