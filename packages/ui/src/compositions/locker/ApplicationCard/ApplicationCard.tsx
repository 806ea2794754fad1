import type { StatusBarColor } from '@portal/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { Badge } from '../../../components/Badge';
import {
  Card,
  CardBody,
  CardFooter,
  CardTitle,
  type CardHeadingLevel,
} from '../../../components/Card';
import { ProgressBar } from '../../../components/ProgressBar';

/**
 * What one application card shows, already decided and translated by the caller from core's rules
 * (`applicationCardOf` in this area does it for a core `Application`).
 */
export interface ApplicationCardData {
  /** Stable id (EntityID); used as the React key and given back to actions. */
  readonly id: string;
  /** The service's name, or the reference when the backend sent no name. */
  readonly title: string;
  /** A draft (ApplicationType DRAFT): shows `draftLabel` as a badge. */
  readonly isDraft: boolean;
  /** The word of the draft badge ("Draft"). */
  readonly draftLabel: string;
  /** The status text (`statusTextOf`): "Estimated 06 November 2026", "Delayed", "Completed"… */
  readonly statusLabel: string;
  /** The bar's tone (`statusBarColorOf`). */
  readonly tone: StatusBarColor;
  /** The SLA progress 0–100 (`slaProgressOf`). */
  readonly progress: number;
  /** The progress in words, shown and spoken ("50% complete"): never colour alone. */
  readonly progressText: string;
  /** Completed (`showsSuccessMark`): the success mark before the status. */
  readonly completed: boolean;
  /** "Reference number: REF-…". */
  readonly reference: string;
  /** "Last updated: Yesterday". */
  readonly lastUpdated: string;
}

export interface ApplicationCardProps
  extends Omit<ComponentPropsWithRef<'li'>, 'title' | 'id'>, ApplicationCardData {
  /** The title's heading level in the page outline. Default 3 (cards under a section heading). */
  readonly headingLevel?: CardHeadingLevel;
  /** Actions at the bottom (continue, discard a draft). */
  readonly actions?: ReactNode;
}

/**
 * One application, request, draft or journey stage of the personal locker (SCREENS.md S3.2): its
 * name, a draft badge, the status text over the SLA bar in core's tone with the percentage in words
 * (and the success mark when completed), the reference and the last update. A list item: put it in
 * a `<ul>`.
 */
export function ApplicationCard({
  id: _id,
  title,
  isDraft,
  draftLabel,
  statusLabel,
  tone,
  progress,
  progressText,
  completed,
  reference,
  lastUpdated,
  headingLevel = 3,
  actions,
  className,
  ...props
}: ApplicationCardProps) {
  return (
    <Card asChild>
      <li data-slot="application-card" className={cn('list-none', className)} {...props}>
        <CardTitle level={headingLevel}>{title}</CardTitle>
        <CardBody>
          {isDraft && (
            <span>
              <Badge>{draftLabel}</Badge>
            </span>
          )}
          <ProgressBar
            value={progress}
            tone={tone}
            label={statusLabel}
            valueText={progressText}
            completed={completed}
          />
          <p className="text-caption text-ink-muted" aria-hidden="true">
            {progressText}
          </p>
          <p className="text-caption break-words">{reference}</p>
          <p className="text-caption text-ink-muted">{lastUpdated}</p>
        </CardBody>
        {actions && <CardFooter>{actions}</CardFooter>}
      </li>
    </Card>
  );
}
