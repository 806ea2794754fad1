import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A responsive background: the desktop and mobile files of the CMS hero (spec 001 §3). */
export interface HeroBackground {
  readonly desktop: string;
  readonly mobile?: string;
}

export interface HomeHeroProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The page's one `<h1>`. */
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** The search box (a `ServiceSearch`). */
  readonly search: ReactNode;
  /** Decorative background; absent until the CMS answers (nothing moves when it arrives). */
  readonly background?: HeroBackground;
}

/**
 * The home hero (SCREENS.md S2.1): title, description and the service search over a decorative
 * background with desktop and mobile sources. The background is absolutely placed and sized, so its
 * late arrival shifts nothing (CLS 0), and it is `alt=""`: the words carry the meaning.
 */
export function HomeHero({
  title,
  description,
  search,
  background,
  className,
  ...props
}: HomeHeroProps) {
  return (
    <section
      data-slot="home-hero"
      className={cn(
        'relative isolate flex min-h-72 flex-col justify-center gap-4 overflow-hidden rounded-card bg-surface px-4 py-10 sm:px-10',
        className,
      )}
      {...props}
    >
      {background ? (
        <picture className="absolute inset-0 -z-10" data-slot="home-hero-background">
          {background.mobile ? (
            <source media="(max-width: 639px)" srcSet={background.mobile} />
          ) : null}
          <img
            src={background.desktop}
            alt=""
            width={1280}
            height={480}
            decoding="async"
            className="size-full object-cover opacity-25"
          />
        </picture>
      ) : null}
      <h1 className="text-display font-bold break-words text-ink">{title}</h1>
      {description ? (
        <p className="max-w-prose text-body break-words text-ink">{description}</p>
      ) : null}
      {search}
    </section>
  );
}
