import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { SafeHtml } from '../../../components/SafeHtml';
import { Skeleton } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';

/** One titled part of the page (a question and its answer, a group of numbers). */
export interface InformationSectionView {
  readonly heading: string;
  /** Untrusted CMS HTML: drawn only through `SafeHtml`. */
  readonly bodyHtml: string;
}

/** An information page as the page shows it: every text already in the page's language. */
export interface InformationPageView {
  readonly title: string;
  readonly summary?: string;
  /** Untrusted CMS HTML: drawn only through `SafeHtml`. */
  readonly bodyHtml?: string;
  /** When the page was last changed: `dateTime` for `<time>` (`2026-10-01`), `text` in words. */
  readonly lastUpdated?: { readonly dateTime: string; readonly text: string };
  readonly sections: readonly InformationSectionView[];
}

/** Words of the page, translated by the caller. */
export interface InformationPageLabels {
  /** Before the date ("Last updated"). */
  readonly lastUpdated: string;
  /** Read after each link of the content that opens a new tab. */
  readonly newTab: string;
  readonly loading: string;
  /** The empty state: no page at this address. */
  readonly notFound: string;
  readonly retry: string;
  readonly retrying: string;
}

export interface InformationPageProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  /** The page; `ready` with `undefined` is the empty state (no page at this address). */
  readonly state: DataState<InformationPageView | undefined>;
  readonly labels: InformationPageLabels;
  /** The empty state's way on ("Go to the home page"). */
  readonly notFoundAction?: ReactNode;
  /** Other https origins the content's links may lead to (`SafeHtml`'s `allowedOrigins`). */
  readonly allowedOrigins?: readonly string[];
  /** The portal's own origin (`SafeHtml`'s `origin`); default the page's. */
  readonly origin?: string;
}

function InformationSkeleton() {
  return (
    <>
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-7 w-1/2" />
      <Skeleton className="h-16 w-full" />
    </>
  );
}

/**
 * An information page (SCREENS.md S7.4: About, Accessibility, FAQ, Emergency numbers, Privacy
 * policy, Terms of use, an announcement): its title (the page's one `h1`), summary and "Last updated"
 * date, its body, then each section under its `h2`. Every piece of CMS HTML is drawn through
 * `SafeHtml` (DOMPurify and core's link check). Four states through `DataStateView`: loading, not
 * found (empty), an error with retry, the page.
 */
export function InformationPage({
  state,
  labels,
  notFoundAction,
  allowedOrigins,
  origin,
  className,
  ...props
}: InformationPageProps) {
  const html = (value: string) => (
    <SafeHtml
      html={value}
      allowedOrigins={allowedOrigins}
      origin={origin}
      newTabHint={labels.newTab}
    />
  );
  return (
    <article
      data-slot="information-page"
      className={cn('flex min-w-0 flex-col gap-6', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={{ loading: labels.loading, retry: labels.retry, retrying: labels.retrying }}
        skeleton={<InformationSkeleton />}
        loadingClassName="flex flex-col gap-4"
        isEmpty={(page) => page === undefined}
        empty={{ message: labels.notFound, action: notFoundAction }}
      >
        {(page) =>
          page ? (
            <>
              <header className="flex min-w-0 flex-col gap-3">
                <h1 className="text-display font-bold break-words">{page.title}</h1>
                {page.summary ? <p className="break-words">{page.summary}</p> : null}
                {page.lastUpdated ? (
                  <p data-slot="information-updated" className="text-ink-muted">
                    <span className="font-semibold">{labels.lastUpdated}: </span>
                    <time dateTime={page.lastUpdated.dateTime}>{page.lastUpdated.text}</time>
                  </p>
                ) : null}
              </header>
              {page.bodyHtml ? html(page.bodyHtml) : null}
              {page.sections.map((section, index) => (
                <SectionOf key={`${index}:${section.heading}`} heading={section.heading}>
                  {html(section.bodyHtml)}
                </SectionOf>
              ))}
            </>
          ) : null
        }
      </DataStateView>
    </article>
  );
}

/** A titled part of the page: a region named by its h2. */
function SectionOf({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      data-slot="information-section"
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-2"
    >
      <h2 id={headingId} className="text-title font-semibold break-words">
        {heading}
      </h2>
      {children}
    </section>
  );
}
