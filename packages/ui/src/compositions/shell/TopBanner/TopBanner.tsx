import { Megaphone, X } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { IconButton } from '../../../components/IconButton';
import { Link } from '../../../components/Link';
import { Skeleton } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';

/** The CMS announcement (spec 001 §2 top banner), its link checked by the caller. */
export interface TopBannerContent {
  readonly title?: string;
  readonly description?: string;
  readonly link?: { readonly label: string; readonly href: string };
}

export interface TopBannerLabels {
  /** The region's name ("Announcement"). */
  readonly region: string;
  /** The close button's name ("Close the announcement"). */
  readonly close: string;
}

export interface TopBannerProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'children' | 'content'
> {
  /** The announcement, or `loading` for its placeholder of the same shape. */
  readonly content: TopBannerContent | 'loading';
  readonly labels: TopBannerLabels;
  /** Closed: the caller sets the `hide` cookie and stops showing it (SCREENS.md S1.7). */
  readonly onClose: () => void;
}

/**
 * The home page's announcement strip (SCREENS.md S1.7), closable. Its placeholder keeps the strip's
 * height while the announcement loads, so the page below does not jump when it arrives.
 */
export function TopBanner({ content, labels, onClose, className, ...props }: TopBannerProps) {
  return (
    <section
      aria-label={labels.region}
      data-slot="top-banner"
      className={cn('border-b border-line bg-info-subtle text-ink', className)}
      {...props}
    >
      <div className="mx-auto flex min-h-20 max-w-5xl items-start gap-3 px-4 py-3 sm:px-gutter">
        <Megaphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        {content === 'loading' ? (
          <div aria-hidden="true" className="flex min-w-0 flex-1 flex-col gap-2 pt-0.5">
            <Skeleton className="w-1/2" />
            <Skeleton className="w-5/6" />
            {/* A phone wraps an announcement onto more lines: a taller placeholder there. */}
            <Skeleton className="w-2/3 sm:hidden" />
            <Skeleton className="w-1/3 sm:hidden" />
          </div>
        ) : (
          <p className="min-w-0 flex-1 text-body wrap-break-word">
            {content.title !== undefined && <strong className="me-2">{content.title}</strong>}
            {content.description !== undefined && (
              <span className="me-2">{content.description}</span>
            )}
            {content.link !== undefined && (
              <Link href={content.link.href}>{content.link.label}</Link>
            )}
          </p>
        )}
        {content !== 'loading' && (
          <IconButton
            label={labels.close}
            icon={<X />}
            className="-mt-1 shrink-0"
            onClick={onClose}
          />
        )}
      </div>
    </section>
  );
}
