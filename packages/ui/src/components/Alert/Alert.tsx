import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useLiveRegionReady } from '../LiveRegion/useLiveRegionReady';
import { feedbackToneClasses, feedbackToneIcon, type FeedbackTone } from './feedbackTone';

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** info (default), success, warning or error: the colours, the edge and the icon's shape. */
  readonly tone?: FeedbackTone;
  /** A short heading line in the tone's strong colour ("Payment failed"). Optional. */
  readonly title?: ReactNode;
  /**
   * Translated name of the tone ("Error", "خطأ"), read before the message and not shown, so people
   * who see neither colour nor icon still learn the tone. Recommended whenever the words of the
   * message do not say it themselves.
   */
  readonly toneLabel?: string;
  /** One next step (a `Button` or `Link`), placed under the message and outside the spoken part. */
  readonly action?: ReactNode;
  /**
   * Set when the alert appears because of something the person just did. The rule:
   * - `announce` and tone `error` → `role="alert"` (assertive): the thing they did failed and they
   *   need to know now (a payment refused, a form not sent).
   * - `announce` and any other tone → `role="status"` (polite): a result worth hearing that can
   *   wait for the current sentence (saved, discarded, a warning about what comes next).
   * - not `announce` (default) → no live role: the alert is part of the page as it loads, read in
   *   order like any other content. A live role there would interrupt on load, or say nothing.
   */
  readonly announce?: boolean;
}

/** The live role an alert takes: see {@link AlertProps.announce}. */
export function alertRoleOf(tone: FeedbackTone, announce: boolean): 'alert' | 'status' | undefined {
  if (!announce) return undefined;
  return tone === 'error' ? 'alert' : 'status';
}

/**
 * A message in the page: tinted box, an icon whose shape tells the tone, optional title, the message
 * (children) and an optional next step. Colours come from the status `-subtle`/`-text` tokens, so
 * text keeps 4.5:1 in both themes; the tone is also told by shape and, with `toneLabel`, in words.
 */
export function Alert({
  tone = 'info',
  title,
  toneLabel,
  action,
  announce = false,
  className,
  children,
  ...props
}: AlertProps) {
  const ready = useLiveRegionReady();
  const role = alertRoleOf(tone, announce);
  // A live alert fills its spoken part only once that part is in the page, so the words arrive as a
  // change screen readers notice; a static one shows them at once.
  const speak = !announce || ready;
  const Icon = feedbackToneIcon[tone];
  const colours = feedbackToneClasses[tone];
  return (
    <div
      data-slot="alert"
      data-tone={tone}
      className={cn(
        'flex gap-3 rounded-card border border-s-4 p-4 text-body text-ink',
        colours.surface,
        colours.edge,
        className,
      )}
      {...props}
    >
      <Icon
        aria-hidden="true"
        focusable="false"
        data-slot="alert-icon"
        className={cn('mt-0.5 size-5 shrink-0', colours.strong)}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div data-slot="alert-content" role={role} className="flex flex-col gap-1 wrap-break-word">
          {speak && (
            <>
              {title !== undefined && (
                <p data-slot="alert-title" className={cn('font-semibold', colours.strong)}>
                  {toneLabel && <span className="sr-only">{toneLabel}: </span>}
                  {title}
                </p>
              )}
              <div data-slot="alert-description">
                {title === undefined && toneLabel && <span className="sr-only">{toneLabel}: </span>}
                {children}
              </div>
            </>
          )}
        </div>
        {action !== undefined && <div data-slot="alert-action">{action}</div>}
      </div>
    </div>
  );
}
