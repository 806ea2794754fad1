import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../../lib/cn';
import { SafeHtml } from '../../../components/SafeHtml';
import { Skeleton } from '../../../components/Skeleton';
import {
  DataStateView,
  type DataState,
  type DataStateLabels,
} from '../../../components/DataStateView';

/** The terms as the CMS sends them (getDarbTermsContent): an optional title and untrusted HTML. */
export interface DarbTermsContent {
  readonly title?: string | undefined;
  readonly content: string;
}

export interface DarbTermsLabels extends DataStateLabels {
  /** Said when the CMS sent no content. */
  readonly empty: string;
  /** Appended (visually hidden) to links that open a new tab. */
  readonly newTab: string;
}

export interface DarbTermsProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  readonly state: DataState<DarbTermsContent>;
  readonly labels: DarbTermsLabels;
  /** The portal's own origin, for the links' safety check. */
  readonly origin?: string;
  /** Other https origins the content's images may be loaded from (SafeHtml's `imageOrigins`). */
  readonly imageOrigins?: readonly string[];
  /** Heading level of the CMS title (default 2). */
  readonly headingLevel?: 2 | 3;
}

/**
 * The Darb terms and conditions (SCREENS.md S6.6): the CMS HTML of the page's language and theme,
 * rendered through the kit's SafeHtml, so hostile markup in the content never runs.
 */
export function DarbTerms({
  state,
  labels,
  origin,
  imageOrigins,
  headingLevel = 2,
  className,
  ...props
}: DarbTermsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      data-slot="darb-terms"
      className={cn('flex max-w-prose flex-col gap-4', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={labels}
        isEmpty={(terms) => terms.content.trim() === ''}
        empty={{ message: labels.empty }}
        skeleton={[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} shape="line" />
        ))}
      >
        {(terms) => (
          <>
            {terms.title ? <Heading className="text-title font-bold">{terms.title}</Heading> : null}
            <SafeHtml
              html={terms.content}
              newTabHint={labels.newTab}
              {...(origin ? { origin } : {})}
              {...(imageOrigins ? { imageOrigins } : {})}
            />
          </>
        )}
      </DataStateView>
    </article>
  );
}
