import { Cookie } from 'lucide-react';
import { useId, type ComponentPropsWithRef } from 'react';
import { Button } from '../../../components/Button';
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
 * 1). Not a dialog: it never traps focus or blocks the page. In the page's flow, last: a notice
 * fixed or stuck over the bottom of the viewport covered the links under it (the footer's, at
 * 320 px and at 1280 px; WCAG 2.5.8 and 2.4.11), and one at the top would push the whole page down
 * when it appears after the first paint (it is shown only once the browser read the cookie).
 */
export function CookieNotice({
  labels,
  privacyPolicyHref,
  onAccept,
  className,
  ...props
}: CookieNoticeProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="cookie-notice"
      className={cn('border-t border-line bg-surface-raised text-ink', className)}
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
  );
}
