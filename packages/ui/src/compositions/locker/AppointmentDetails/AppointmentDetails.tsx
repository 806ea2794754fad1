import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { detailRowSkeletons } from '../detailRowSkeletons';
import { Alert } from '../../../components/Alert';
import { DescriptionList, type DescriptionListItem } from '../../../components/DescriptionList';
import { ExternalLink } from '../../../components/ExternalLink';
import { DataStateView, type DataState } from '../../../components/DataStateView';

/**
 * One appointment, already decided and translated by the caller (`appointmentDetailsOf` does it
 * from core's appointment rules).
 */
export interface AppointmentDetailsData {
  /** "05 March 2026 03:05 PM" (core's `formatDate` with the time; Arabic months in Arabic). */
  readonly dateTime: string;
  /** The channel in words ("Online", "In person"). */
  readonly channel: string;
  /** The meeting link, already checked by core's `safeUrl`; only for an online appointment. */
  readonly meetingUrl?: string;
  /**
   * Said when the meeting is on a site the deployment does not list (core's `appointmentModeOf`,
   * `listed: false`): a warning above the details to check the link before joining.
   */
  readonly meetingWarning?: string;
  /** The street address of an in-person appointment. */
  readonly address?: string;
  /** Its location, when it says more than the address. */
  readonly location?: string;
  /** Core's "mandatory data missing" message, translated: shown as a warning. */
  readonly missingData?: string;
}

/** Every word of the view, translated by the caller (`appointmentDetailsLabelsOf`). */
export interface AppointmentDetailsLabels {
  readonly loading: string;
  /** No such appointment. */
  readonly empty: string;
  readonly retry: string;
  readonly retrying: string;
  readonly dateTime: string;
  readonly channel: string;
  /** The term of the meeting link ("Online meeting"). */
  readonly onlineMeeting: string;
  /** The link's words ("Join the online meeting"). */
  readonly joinMeeting: string;
  /** Said after the link's words, not shown ("opens in a new tab"). */
  readonly opensInNewTab: string;
  readonly address: string;
  readonly location: string;
  /** The warning's title ("Details missing"). */
  readonly missingDataTitle: string;
  /** The unlisted meeting site warning's title ("Check this meeting link"). */
  readonly meetingWarningTitle: string;
  /** The warning's tone in words, read before it ("Warning"). */
  readonly warningTone: string;
}

export interface AppointmentDetailsProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'children'
> {
  readonly state: DataState<AppointmentDetailsData | undefined>;
  readonly labels: AppointmentDetailsLabels;
  /** The next step when there is no such appointment (back to My locker). */
  readonly emptyAction?: ReactNode;
}

/**
 * An appointment (SCREENS.md S3.4): its date and time, channel, and the online meeting link (opened
 * in a new tab, said in words) or the address and location; when mandatory data is missing, or the
 * meeting is on a site the portal does not list, a warning says so above what is known. Loading shows placeholders, an error the message with a
 * retry, and a missing appointment a sentence with the next step.
 */
export function AppointmentDetails({
  state,
  labels,
  emptyAction,
  className,
  ...props
}: AppointmentDetailsProps) {
  return (
    <section
      data-slot="appointment-details"
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
            <>
              {data.meetingWarning !== undefined && (
                <Alert
                  tone="warning"
                  title={labels.meetingWarningTitle}
                  toneLabel={labels.warningTone}
                >
                  {data.meetingWarning}
                </Alert>
              )}
              {data.missingData !== undefined && (
                <Alert
                  tone="warning"
                  title={labels.missingDataTitle}
                  toneLabel={labels.warningTone}
                >
                  {data.missingData}
                </Alert>
              )}
              <DescriptionList items={itemsOf(data, labels)} />
            </>
          )
        }
      </DataStateView>
    </section>
  );
}

function itemsOf(
  data: AppointmentDetailsData,
  labels: AppointmentDetailsLabels,
): DescriptionListItem[] {
  const items: DescriptionListItem[] = [
    { key: 'dateTime', term: labels.dateTime, description: data.dateTime },
    { key: 'channel', term: labels.channel, description: data.channel },
  ];
  if (data.meetingUrl !== undefined)
    items.push({
      key: 'meeting',
      term: labels.onlineMeeting,
      description: (
        <ExternalLink href={data.meetingUrl} newTabLabel={labels.opensInNewTab}>
          {labels.joinMeeting}
        </ExternalLink>
      ),
    });
  if (data.address !== undefined)
    items.push({ key: 'address', term: labels.address, description: data.address });
  if (data.location !== undefined)
    items.push({ key: 'location', term: labels.location, description: data.location });
  return items;
}
