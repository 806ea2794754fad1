import { Cookie } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentPropsWithRef } from 'react';
import { Button } from '../../../components/Button';
import { composeRefs } from '../../../components/Field/composeRefs';
import { Link } from '../../../components/Link';
import { cn } from '../../../lib/cn';

export interface CookieNoticeLabels {
  readonly title: string;
  readonly message: string;
  readonly accept: string;
  /** The privacy policy link's words; the link shows when `privacyPolicyHref` is given. */
  readonly privacyPolicy: string;
}

export interface CookieNoticeProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  readonly labels: CookieNoticeLabels;
  readonly privacyPolicyHref?: string;
  /** The person accepted: the caller sets the privacy cookie to 1 and stops showing the notice. */
  readonly onAccept: () => void;
}

/**
 * The cookie privacy notice (SCREENS.md S1.6; spec 001 §2, §9: shown until the privacy cookie is
 * 1). Not a dialog: it never traps focus or blocks the page. Fixed to the bottom of the viewport,
 * with a spacer of its own height at the end of the page and the same scroll padding, so every
 * part of the page can be scrolled above it and a focused link is never left underneath it
 * (WCAG 2.4.11). Rendered last, it moves nothing already on screen.
 */
export function CookieNotice({
  labels,
  privacyPolicyHref,
  onAccept,
  className,
  ref,
  ...props
}: CookieNoticeProps) {
  const titleId = useId();
  const noticeRef = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const notice = noticeRef.current;
    if (!notice) return undefined;
    const measure = () => setHeight(notice.getBoundingClientRect().height);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(notice);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBlockEnd = `${height}px`;
    return () => {
      root.style.scrollPaddingBlockEnd = '';
    };
  }, [height]);
  return (
    <>
      <div aria-hidden="true" data-slot="cookie-notice-spacer" style={{ blockSize: height }} />
      <section
        ref={composeRefs(ref, noticeRef)}
        aria-labelledby={titleId}
        data-slot="cookie-notice"
        className={cn(
          'fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface-raised text-ink shadow-overlay',
          className,
        )}
        {...props}
      >
        <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-6 sm:px-gutter">
          <Cookie aria-hidden="true" className="hidden size-6 shrink-0 text-brand sm:block" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h2 id={titleId} className="text-body font-bold">
              {labels.title}
            </h2>
            <p className="text-caption text-ink-muted">
              {labels.message}{' '}
              {privacyPolicyHref !== undefined && (
                <Link href={privacyPolicyHref}>{labels.privacyPolicy}</Link>
              )}
            </p>
          </div>
          <Button className="shrink-0 self-start sm:self-center" onClick={onAccept}>
            {labels.accept}
          </Button>
        </div>
      </section>
    </>
  );
}
