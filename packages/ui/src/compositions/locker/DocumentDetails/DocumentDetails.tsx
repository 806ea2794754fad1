import type { ComponentPropsWithRef, ReactNode } from 'react';
import { DescriptionList, type DescriptionListItem } from '../../../components/DescriptionList';
import { StatusTag } from '../../../components/StatusTag';
import { cn } from '../../../lib/cn';
import { detailRowSkeletons } from '../detailRowSkeletons';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import type { DocumentMarkData } from '../DocumentList/DocumentList';

/** One document, already decided and translated by the caller (`documentDetailsOf`). */
export interface DocumentDetailsData {
  /** Its name; the page shows it as its heading. */
  readonly title: string;
  readonly mark: DocumentMarkData;
  readonly issuer?: string;
  readonly number?: string;
  /** "20 January 2023" (core's `formatDate`). */
  readonly issueDate?: string;
  /** "20 January 2027", or "Does not expire". */
  readonly expiryDate: string;
}

/** Every word of the view, translated by the caller (`documentDetailsLabelsOf`). */
export interface DocumentDetailsLabels {
  readonly loading: string;
  /** No such document. */
  readonly empty: string;
  readonly retry: string;
  readonly retrying: string;
  readonly status: string;
  readonly issuer: string;
  readonly number: string;
  readonly issueDate: string;
  readonly expiryDate: string;
}

export interface DocumentDetailsProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  readonly state: DataState<DocumentDetailsData | undefined>;
  readonly labels: DocumentDetailsLabels;
  /** The next step when there is no such document (back to My documents). */
  readonly emptyAction?: ReactNode;
}

/**
 * A document (SCREENS.md S3.8): its mark as a tag in words, then issuer, number, issue and expiry
 * dates as a description list; what is not known is left out. Loading shows placeholders, an error
 * the message with a retry, a document that is not in the locker a sentence with the next step.
 */
export function DocumentDetails({
  state,
  labels,
  emptyAction,
  className,
  ...props
}: DocumentDetailsProps) {
  return (
    <section
      data-slot="document-details"
      className={cn('flex min-w-0 flex-col gap-6', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={labels}
        skeleton={detailRowSkeletons()}
        isEmpty={(data) => data === undefined}
        empty={{ message: labels.empty, action: emptyAction }}
      >
        {(data) => data !== undefined && <DescriptionList items={itemsOf(data, labels)} />}
      </DataStateView>
    </section>
  );
}

function itemsOf(data: DocumentDetailsData, labels: DocumentDetailsLabels): DescriptionListItem[] {
  const items: DescriptionListItem[] = [
    {
      key: 'status',
      term: labels.status,
      description: <StatusTag tone={data.mark.tone}>{data.mark.label}</StatusTag>,
    },
  ];
  if (data.issuer !== undefined)
    items.push({ key: 'issuer', term: labels.issuer, description: data.issuer });
  if (data.number !== undefined)
    items.push({ key: 'number', term: labels.number, description: data.number });
  if (data.issueDate !== undefined)
    items.push({ key: 'issueDate', term: labels.issueDate, description: data.issueDate });
  items.push({ key: 'expiryDate', term: labels.expiryDate, description: data.expiryDate });
  return items;
}
