import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface HomeBannerProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  /** Short points under the subtitle (the CMS item's children). */
  readonly points?: readonly string[];
  /** The banner's one action (a link styled as a button). */
  readonly action?: ReactNode;
  /** Decorative picture at the inline end (lazy: banners are below the fold). */
  readonly image?: string;
}

/** The sign-in and promotional banners of the home page (SCREENS.md S2.3). */
export function HomeBanner({
  title,
  subtitle,
  points,
  action,
  image,
  className,
  ...props
}: HomeBannerProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="home-banner"
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-card border border-line bg-info-subtle p-5 sm:flex-row sm:items-center sm:p-8',
        className,
      )}
      {...props}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h2 id={headingId} className="text-title font-bold break-words text-ink">
          {title}
        </h2>
        {subtitle ? <p className="text-body break-words text-ink">{subtitle}</p> : null}
        {points && points.length > 0 ? (
          <ul className="list-disc ps-6 text-body text-ink">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
        {action ? <div>{action}</div> : null}
      </div>
      {image ? (
        <img
          src={image}
          alt=""
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
          className="h-auto w-full max-w-80 rounded-card object-cover"
        />
      ) : null}
    </section>
  );
}
