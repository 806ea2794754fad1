import { House, OctagonAlert, RotateCw } from 'lucide-react';
import { useEffect, useRef, type ComponentPropsWithRef } from 'react';
import { Button } from '../../../components/Button';
import { cn } from '../../../lib/cn';

export interface RouteErrorFallbackLabels {
  readonly title: string;
  readonly body: string;
  readonly retry: string;
  readonly home: string;
}

export interface RouteErrorFallbackProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  readonly labels: RouteErrorFallbackLabels;
  /** The home page of the page's language: the way back. */
  readonly homeHref: string;
  /** Render the page again (the router's reset); without it only the way home shows. */
  readonly onRetry?: () => void;
}

/**
 * What a page that failed to render shows instead (SCREENS.md S1.12): the generic error and a way
 * back. Its heading takes focus when it appears, so a screen reader hears what happened rather than
 * silence where the page was.
 */
export function RouteErrorFallback({
  labels,
  homeHref,
  onRetry,
  className,
  ...props
}: RouteErrorFallbackProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div
      data-slot="route-error-fallback"
      className={cn('flex flex-col items-start gap-4 py-4', className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-12 items-center justify-center rounded-pill bg-status-danger-subtle text-status-danger-text"
      >
        <OctagonAlert className="size-6" />
      </span>
      <h1 ref={heading} tabIndex={-1} className="text-display font-bold focus:outline-none">
        {labels.title}
      </h1>
      <p className="max-w-prose text-body text-ink-muted">{labels.body}</p>
      <div className="flex flex-wrap gap-3">
        {onRetry !== undefined && (
          <Button variant="primary" startIcon={<RotateCw aria-hidden="true" />} onClick={onRetry}>
            {labels.retry}
          </Button>
        )}
        <Button asChild variant="secondary">
          <a href={homeHref}>
            <House aria-hidden="true" className="size-5" />
            {labels.home}
          </a>
        </Button>
      </div>
    </div>
  );
}
