import type { StatusBarColor } from '@portal/core';
import { CalendarDays, CircleCheck } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { Badge } from '../../../components/Badge';
import { Card, CardBody, CardFooter, CardTitle } from '../../../components/Card';
import { linkVariants } from '../../../components/Link';
import { Skeleton } from '../../../components/Skeleton';
import { StatusTag } from '../../../components/StatusTag';
import { DataStateView, type DataState } from '../../../components/DataStateView';

/** One stage, already decided and translated by the caller (`journeyViewOf` does it from core). */
export interface JourneyStageData {
  /** Stable id (the stage's EntityID); the React key. */
  readonly id: string;
  /** Its place in words ("Stage 2"). */
  readonly positionLabel: string;
  /** The stage's service name. */
  readonly title: string;
  /** The stage's status in words (core's `statusTextOf`): "Completed", "Estimated 06 November 2026"… */
  readonly statusLabel: string;
  /** The status tone (core's `statusBarColorOf`), shown as colour and shape beside the words. */
  readonly tone: StatusBarColor;
  /** Completed (core's `showsSuccessMark`): a success mark before the title. */
  readonly completed: boolean;
  /** The stage the journey is at: marked in words and with `aria-current="step"`. */
  readonly isCurrent: boolean;
  /** "Reference number: REF-…". */
  readonly reference: string;
  /** The address of the stage's appointment, when it has one. */
  readonly appointmentHref?: string;
}

/** A journey as the view shows it. */
export interface JourneyViewData {
  /** The journey's own name; the list is headed by `labels.stages` when there is none. */
  readonly title: string | undefined;
  /** Where the journey is, in words ("Stage 2 of 4"). */
  readonly summary: string | undefined;
  /** The stages in core's order. */
  readonly stages: readonly JourneyStageData[];
}

/** Every word of the view, translated by the caller (`journeyStagesLabelsOf`). */
export interface JourneyStagesLabels {
  readonly loading: string;
  /** No stage to show (or no such journey). */
  readonly empty: string;
  readonly retry: string;
  readonly retrying: string;
  /** The list's name and the heading when the journey has no name ("Stages"). */
  readonly stages: string;
  /** The mark of the current stage ("Current stage"). */
  readonly currentStage: string;
  /** The appointment link ("View appointment"); its accessible name adds the stage's title. */
  readonly viewAppointment: string;
}

/** What `renderLink` receives: spread it onto the router's link. */
export interface JourneyStageLinkProps {
  readonly href: string;
  readonly className: string;
  readonly 'aria-label': string;
  readonly children: ReactNode;
}

export interface JourneyStagesProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  readonly state: DataState<JourneyViewData>;
  readonly labels: JourneyStagesLabels;
  /** Draws an appointment link (the app's router link); a plain anchor by default. */
  readonly renderLink?: (link: JourneyStageLinkProps) => ReactNode;
  /** The next step of the empty state (back to My locker). */
  readonly emptyAction?: ReactNode;
  /** The level of the journey's heading; each stage's title is one level below. Default 2. */
  readonly headingLevel?: 2 | 3;
}

/**
 * A multi-service journey with its stages in order (SCREENS.md S3.3): the journey's name and where
 * it is ("Stage 2 of 4"), then an ordered list of the stages, each with its place, name, status in
 * words beside its tone (never colour alone), the current one marked in words and as the current
 * step, and a link to the stage's appointment where it has one. Loading shows placeholders, an error
 * the message with a retry, and an empty journey a sentence with the next step.
 */
export function JourneyStages({
  state,
  labels,
  renderLink,
  emptyAction,
  headingLevel = 2,
  className,
  ...props
}: JourneyStagesProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const stageLevel = headingLevel === 2 ? 3 : 4;
  const link = (linkProps: JourneyStageLinkProps) =>
    renderLink ? (
      renderLink(linkProps)
    ) : (
      <a href={linkProps.href} className={linkProps.className} aria-label={linkProps['aria-label']}>
        {linkProps.children}
      </a>
    );
  return (
    <section
      data-slot="journey-stages"
      className={cn('flex min-w-0 flex-col gap-6', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={labels}
        skeleton={
          <>
            <Skeleton className="w-1/2" />
            {[0, 1, 2].map((index) => (
              <div key={index} className="flex flex-col gap-3 rounded-card border border-line p-5">
                <Skeleton className="w-1/4" />
                <Skeleton className="w-2/3" />
                <Skeleton className="w-1/3" />
              </div>
            ))}
          </>
        }
        isEmpty={(data) => data.stages.length === 0}
        empty={{ message: labels.empty, action: emptyAction }}
      >
        {(data) => (
          <>
            <div className="flex min-w-0 flex-col gap-1">
              <Heading className="text-title font-semibold break-words">
                {data.title ?? labels.stages}
              </Heading>
              {data.summary && <p className="text-body text-ink-muted">{data.summary}</p>}
            </div>
            <ol aria-label={labels.stages} className="flex min-w-0 flex-col gap-4">
              {data.stages.map((stage) => (
                <Card key={stage.id} asChild>
                  <li
                    data-slot="journey-stage"
                    aria-current={stage.isCurrent ? 'step' : undefined}
                    className={cn('list-none', stage.isCurrent && 'border-2 border-brand')}
                  >
                    <p className="px-5 pt-5 text-caption font-semibold text-ink-muted">
                      {stage.positionLabel}
                    </p>
                    <CardTitle level={stageLevel} className="flex items-start gap-2 pt-1">
                      {stage.completed && (
                        <CircleCheck
                          aria-hidden="true"
                          focusable="false"
                          className="mt-1 size-4 shrink-0 text-status-success-text"
                        />
                      )}
                      <span className="min-w-0">{stage.title}</span>
                    </CardTitle>
                    <CardBody>
                      <span className="flex min-w-0 flex-wrap items-center gap-2">
                        <StatusTag tone={stage.tone}>{stage.statusLabel}</StatusTag>
                        {stage.isCurrent && <Badge tone="brand">{labels.currentStage}</Badge>}
                      </span>
                      <p className="text-caption break-words">{stage.reference}</p>
                    </CardBody>
                    {stage.appointmentHref !== undefined && (
                      <CardFooter>
                        {link({
                          href: stage.appointmentHref,
                          className: linkVariants({ variant: 'standalone' }),
                          'aria-label': `${labels.viewAppointment}: ${stage.title}`,
                          children: (
                            <>
                              <CalendarDays aria-hidden="true" focusable="false" />
                              {labels.viewAppointment}
                            </>
                          ),
                        })}
                      </CardFooter>
                    )}
                  </li>
                </Card>
              ))}
            </ol>
          </>
        )}
      </DataStateView>
    </section>
  );
}
