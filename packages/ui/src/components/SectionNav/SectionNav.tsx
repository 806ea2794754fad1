import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** One page of the section. */
export interface SectionNavItem {
  /** The page's name, translated. */
  readonly label: ReactNode;
  /** The page's address. */
  readonly href: string;
  /** Whether this is the page being shown (marked `aria-current="page"`). */
  readonly current?: boolean;
  /** Stable identity; defaults to the href. */
  readonly key?: string;
}

/** What `renderLink` receives: spread it onto your router's link. */
export interface SectionNavLinkProps {
  readonly href: string;
  readonly className: string;
  readonly children: ReactNode;
  readonly 'aria-current': 'page' | undefined;
  readonly 'data-slot': 'section-nav-link';
}

export interface SectionNavProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** The landmark's name, translated ("Toll wallet" / "المحفظة"): a page may hold more than one. */
  readonly label: string;
  /** The section's pages, in reading order. */
  readonly items: readonly SectionNavItem[];
  /**
   * Draws each link, for client-side routers: `(link) => <Link to={link.href} {...link} />`.
   * Omitted: a plain `<a href>`.
   */
  readonly renderLink?: (link: SectionNavLinkProps) => ReactNode;
}

const LINK_CLASSES = [
  'inline-flex min-h-11 max-w-full items-center border-b-2 border-transparent px-4 py-2',
  'text-start text-body font-medium wrap-anywhere text-ink-muted no-underline',
  'transition-colors hover:border-control-line hover:text-ink',
  'aria-[current=page]:border-brand aria-[current=page]:font-semibold aria-[current=page]:text-brand',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
].join(' ');

function defaultLink({ href, children, ...link }: SectionNavLinkProps) {
  return (
    <a href={href} {...link}>
      {children}
    </a>
  );
}

/**
 * The pages of one section of the portal (the toll wallet's wallets, vehicles, cards…), drawn as a
 * row of tabs. They are pages, not panels of one page, so this is a named navigation of links (Tab
 * moves between them, Enter opens one) rather than a tablist, which would promise arrow keys and
 * panels that are not there. The current page is `aria-current="page"` and shows it by more than
 * colour: a 2 px underline on the row's line and bold type. The row wraps (320 px, 200 % text)
 * instead of scrolling sideways, like `TabsList`.
 */
export function SectionNav({
  label,
  items,
  renderLink = defaultLink,
  className,
  ...props
}: SectionNavProps) {
  return (
    <nav aria-label={label} data-slot="section-nav" className={cn('min-w-0', className)} {...props}>
      <ul className="flex flex-wrap gap-x-1 border-b border-line">
        {items.map((item) => (
          <li key={item.key ?? item.href} className="-mb-px flex max-w-full">
            {renderLink({
              href: item.href,
              className: LINK_CLASSES,
              children: item.label,
              'aria-current': item.current === true ? 'page' : undefined,
              'data-slot': 'section-nav-link',
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
