import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../../../lib/cn';

/** One page of the community's navigation; the caller computed the address and whether it is open. */
export interface CommunityNavItem {
  /** Stable key (the page table's name: `ideaListing`). */
  readonly id: string;
  /** The page's name, translated ("All ideas"). */
  readonly label: string;
  readonly href: string;
  /** The page shown now: marked `aria-current="page"`. */
  readonly current?: boolean;
}

/** The attributes of one link, for `renderLink`: spread them onto the app's router link. */
export interface CommunityNavLinkProps {
  readonly href: string;
  readonly className: string;
  readonly 'aria-current'?: 'page';
  readonly children: ReactNode;
}

export interface CommunityNavProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** The landmark's name, translated ("TAMM by you pages"): it sits beside the site's navigation. */
  readonly label: string;
  readonly items: readonly CommunityNavItem[];
  /** Draws a link (the app's router link); a plain `<a>` by default. */
  readonly renderLink?: (link: CommunityNavLinkProps) => ReactNode;
}

const defaultLink = ({ children, ...link }: CommunityNavLinkProps) => <a {...link}>{children}</a>;

const LINK_CLASS_NAME = [
  'inline-flex min-h-11 max-w-full items-center border-b-2 border-transparent px-3 py-2',
  'text-start text-body font-medium wrap-anywhere text-ink-muted no-underline',
  'transition-colors hover:border-control-line hover:text-ink',
  'aria-[current=page]:border-brand aria-[current=page]:font-semibold aria-[current=page]:text-brand',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
].join(' ');

/**
 * The community area's pages (tamm-by-you, issue W): a named navigation of links drawn as a row of
 * tabs. They are pages, not panels, so they stay links (Tab moves between them, Enter opens one)
 * rather than a tablist. The page shown now carries `aria-current="page"` and is marked by more than
 * colour: a 2 px underline on the row's line and bold type. The row wraps (320 px, 200 % text)
 * instead of scrolling sideways.
 */
export function CommunityNav({
  label,
  items,
  renderLink = defaultLink,
  className,
  ...props
}: CommunityNavProps) {
  return (
    <nav
      aria-label={label}
      data-slot="community-nav"
      className={cn('min-w-0', className)}
      {...props}
    >
      <ul className="flex flex-wrap gap-x-1 border-b border-line">
        {items.map((item) => (
          <li key={item.id} className="-mb-px flex max-w-full">
            {renderLink({
              href: item.href,
              className: LINK_CLASS_NAME,
              ...(item.current ? { 'aria-current': 'page' as const } : {}),
              children: item.label,
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
