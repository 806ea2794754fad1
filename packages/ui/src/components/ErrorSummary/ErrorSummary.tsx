import {
  useEffect,
  useMemo,
  useRef,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { composeRefs } from '../Field/composeRefs';
import { moveFocusToField } from './moveFocusToField';

/** One problem in the summary. */
export interface ErrorSummaryItem {
  /** Id of the control in error; the item is then a link that moves focus there. */
  readonly fieldId?: string;
  /** Translated message, the same words the field shows. */
  readonly message: ReactNode;
}

export interface ErrorSummaryProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Translated title ("There is a problem"). */
  readonly title: ReactNode;
  /** The problems, in the order of the fields on the page. Nothing renders while it is empty. */
  readonly errors: readonly ErrorSummaryItem[];
  /** Translated text under the title, e.g. a refusal from the server that no field owns. */
  readonly description?: ReactNode;
  /** Level of the title's heading. Default 2. */
  readonly headingLevel?: 2 | 3 | 4;
  /**
   * Move focus to the summary when it appears (default true), so keyboard and screen reader users
   * start from the list of problems. Focus it yourself through `ref` after a later failed submit.
   */
  readonly focusOnMount?: boolean;
}

/**
 * The GOV.UK error summary: a titled box at the top of a form listing each problem as a link to its
 * field. It is focusable (`tabIndex={-1}`) and takes focus when it appears; its content sits in a
 * `role="alert"` region as GOV.UK does. A link scrolls its whole field into view and focuses the
 * control.
 */
export function ErrorSummary({
  title,
  errors,
  description,
  headingLevel = 2,
  focusOnMount = true,
  className,
  ref,
  ...props
}: ErrorSummaryProps) {
  const summary = useRef<HTMLDivElement>(null);
  const composedRef = useMemo(() => composeRefs(ref, summary), [ref]);
  const visible = errors.length > 0 || description !== undefined;
  useEffect(() => {
    if (visible && focusOnMount) summary.current?.focus();
  }, [visible, focusOnMount]);

  if (!visible) return null;
  const Heading = `h${headingLevel}` as const;
  const followLink = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    if (moveFocusToField(event.currentTarget.ownerDocument, fieldId)) event.preventDefault();
  };
  return (
    <div
      ref={composedRef}
      tabIndex={-1}
      data-slot="error-summary"
      className={cn(
        'min-w-0 rounded-card border-4 border-status-danger-line bg-canvas p-4 text-ink wrap-anywhere',
        'focus:outline-3 focus:outline-offset-2 focus:outline-focus',
        className,
      )}
      {...props}
    >
      <div role="alert">
        <Heading data-slot="error-summary-title" className="text-title font-semibold">
          {title}
        </Heading>
        {description !== undefined && (
          <div data-slot="error-summary-description" className="mt-2">
            {description}
          </div>
        )}
        {errors.length > 0 && (
          <ul data-slot="error-summary-list" className="mt-3 flex flex-col gap-2">
            {errors.map(({ fieldId, message }, index) => (
              <li key={fieldId ?? `error-${index}`}>
                {fieldId === undefined ? (
                  <span className="font-semibold text-status-danger-text">{message}</span>
                ) : (
                  <a
                    href={`#${fieldId}`}
                    onClick={(event) => followLink(event, fieldId)}
                    className={cn(
                      'inline-block py-0.5 font-semibold text-status-danger-text underline underline-offset-2',
                      'hover:decoration-2',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                    )}
                  >
                    {message}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
