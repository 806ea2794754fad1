import { OctagonAlert, RotateCw } from 'lucide-react';
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { LiveRegion } from '../LiveRegion';
import { useComponentWords } from '../../provider/componentWords';

export interface ErrorStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /**
   * What went wrong, translated: the server's message when it sent one, else the caller's generic
   * one ("Something went wrong", SCREENS.md).
   */
  readonly message: string;
  /** An optional title above the message. */
  readonly title?: ReactNode;
  /** Make the title a heading of this level; without it the title is a paragraph. */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The retry button's words ("Try again", "حاول مرة أخرى"). Default: the `UiProvider`'s. */
  readonly retryLabel?: string;
  /** Words announced while retrying ("Trying again", "جارٍ المحاولة مرة أخرى"). Default: the `UiProvider`'s. */
  readonly retryingLabel?: string;
  /**
   * Load again. Return the promise of the new attempt and the button shows loading until it
   * settles, unless `retrying` controls that.
   */
  readonly onRetry: () => void | Promise<unknown>;
  /** Controls the loading look of the retry button. Omitted: follows the promise `onRetry` returns. */
  readonly retrying?: boolean;
}

/**
 * What a data area shows when loading failed (SCREENS.md: "error: the server's message or
 * 'Something went wrong', with a retry").
 *
 * Announced politely, like the loading label before it: the failure of a load the person did not
 * just trigger by a press should not interrupt them. The visible message is hidden from assistive
 * technology and a live copy is spoken instead (the pattern of HMRC's timeout dialog): the copy
 * empties while retrying and fills again if the retry fails, so a second failure is announced too,
 * which a message that never changed would not be.
 */
export function ErrorState({
  message,
  title,
  headingLevel,
  retryLabel,
  retryingLabel,
  onRetry,
  retrying: retryingProp,
  className,
  ...props
}: ErrorStateProps) {
  const words = useComponentWords();
  const [pending, setPending] = useState(false);
  const retrying = retryingProp ?? pending;
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';

  const retry = () => {
    if (retrying) return;
    const attempt = onRetry();
    if (retryingProp === undefined && attempt instanceof Promise) {
      setPending(true);
      // The caller handles the attempt's failure; here it only ends the loading look.
      attempt.then(
        () => setPending(false),
        () => setPending(false),
      );
    }
  };

  return (
    <div
      data-slot="error-state"
      className={cn(
        'flex flex-col items-center gap-3 px-4 py-8 text-center text-body wrap-break-word',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="mb-1 inline-flex size-12 items-center justify-center rounded-pill bg-status-danger-subtle text-status-danger-text"
      >
        <OctagonAlert className="size-6" focusable="false" />
      </span>
      {title !== undefined && (
        <Title
          data-slot="error-state-title"
          className="max-w-full text-title font-semibold text-ink"
        >
          {title}
        </Title>
      )}
      <p aria-hidden="true" data-slot="error-state-message" className="max-w-prose text-ink-muted">
        {message}
      </p>
      <LiveRegion>{retrying ? '' : message}</LiveRegion>
      <Button
        variant="secondary"
        className="mt-2"
        loading={retrying}
        loadingLabel={retryingLabel ?? words.retrying}
        startIcon={<RotateCw aria-hidden="true" />}
        onClick={retry}
      >
        {retryLabel ?? words.tryAgain}
      </Button>
    </div>
  );
}
