import type { ComponentPropsWithRef, ReactNode } from 'react';
import { DescriptionList } from '../../../components/DescriptionList';
import { StatusTag } from '../../../components/StatusTag';
import { cn } from '../../../lib/cn';
import { detailRowSkeletons } from '../detailRowSkeletons';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import type { SupportCaseStatusData } from '../SupportCaseList/SupportCaseList';

/** One support case, already decided and translated by the caller (`supportCaseDetailsOf`). */
export interface SupportCaseDetailsData {
  readonly caseId: string;
  readonly title: string;
  readonly status: SupportCaseStatusData;
  /** "20 November 2026" (core's `formatDate`). */
  readonly created: string;
}

/** Every word of the view, translated by the caller (`supportCaseDetailsLabelsOf`). */
export interface SupportCaseDetailsLabels {
  readonly loading: string;
  /** No such case. */
  readonly empty: string;
  readonly retry: string;
  readonly retrying: string;
  readonly caseId: string;
  readonly subject: string;
  readonly status: string;
  readonly created: string;
}

export interface SupportCaseDetailsProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'children'
> {
  readonly state: DataState<SupportCaseDetailsData | undefined>;
  readonly labels: SupportCaseDetailsLabels;
  /** The next step when there is no such case (back to the support centre). */
  readonly emptyAction?: ReactNode;
}

/**
 * A support case (SCREENS.md S3.9): its case number, subject, status as a tag in words and the date
 * it was created. Loading shows placeholders, an error the message with a retry, a case the user
 * does not have a sentence with the next step.
 */
export function SupportCaseDetails({
  state,
  labels,
  emptyAction,
  className,
  ...props
}: SupportCaseDetailsProps) {
  return (
    <section
      data-slot="support-case-details"
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
        {(data) =>
          data !== undefined && (
            <DescriptionList
              items={[
                { key: 'caseId', term: labels.caseId, description: data.caseId },
                { key: 'subject', term: labels.subject, description: data.title },
                {
                  key: 'status',
                  term: labels.status,
                  description: <StatusTag tone={data.status.tone}>{data.status.label}</StatusTag>,
                },
                { key: 'created', term: labels.created, description: data.created },
              ]}
            />
          )
        }
      </DataStateView>
    </section>
  );
}
