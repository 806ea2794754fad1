import { ChevronRight } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useComponentWords } from '../../provider/componentWords';

/** One step of the trail. The last item is the current page and needs no `href`. */
export interface BreadcrumbsItem {
  /** The page's name, translated. */
  readonly label: ReactNode;
  /** Where the step leads. Ignored on the last item (the current page is not a link). */
  readonly href?: string;
  /** Stable identity when labels can repeat; defaults to the href or the position. */
  readonly key?: string;
}

/** What `renderLink` receives: spread it onto your router's link. */
export interface BreadcrumbsLinkProps {
  readonly href: string;
  readonly className: string;
  readonly children: ReactNode;
  readonly 'data-slot': 'breadcrumbs-link';
}

export interface BreadcrumbsProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** The landmark's name, translated ("Breadcrumb" / "مسار التنقل"). Default: the `UiProvider`'s. */
  readonly label?: string;
  /** From the home page to the current page (spec 000 §2: home, then the user's locker). */
  readonly items: readonly BreadcrumbsItem[];
  /**
   * Draws each link, for client-side routers: `(link) => <Link to={link.href} {...link} />`.
   * Omitted: a plain `<a href>`.
   */
  readonly renderLink?: (link: BreadcrumbsLinkProps) => ReactNode;
}

const LINK_CLASSES = [
  'inline-flex min-h-6 items-center rounded-control text-brand underline underline-offset-4',
  'hover:no-underline',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
].join(' ');

function defaultLink({ href, className, children, 'data-slot': slot }: BreadcrumbsLinkProps) {
  return (
    <a href={href} className={className} data-slot={slot}>
      {children}
    </a>
  );
}

/**
 * Where the page sits, as a trail of links from home (spec 000 §2). An ordered list in a named
 * navigation landmark; the current page is marked `aria-current="page"`.
 *
 * In a narrow container (under 24rem, a 320 px phone) a trail of more than three steps keeps the
 * first step and the last two, with an ellipsis for the rest; shorter trails wrap. Separators are
 * chevrons that point the reading way (mirrored in Arabic) and are hidden from assistive technology.
 */
export function Breadcrumbs({
  label,
  items,
  renderLink = defaultLink,
  className,
  ...props
}: BreadcrumbsProps) {
  const words = useComponentWords();
  const lastIndex = items.length - 1;
  // Steps that fold into the ellipsis in a narrow container: all but the first and the last two.
  const collapsible = (index: number) => items.length > 3 && index > 0 && index < lastIndex - 1;
  return (
    <nav
      aria-label={label ?? words.breadcrumbs}
      data-slot="breadcrumbs"
      className={cn('@container min-w-0', className)}
      {...props}
    >
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-caption text-ink-muted">
        {items.map((item, index) => {
          const current = index === lastIndex;
          const folded = collapsible(index);
          const key = item.key ?? item.href ?? `step-${index}`;
          return (
            <li
              key={key}
              data-slot="breadcrumbs-item"
              className={cn(
                'flex min-w-0 items-center gap-1 break-words',
                folded && '@max-sm:hidden',
              )}
            >
              {index > 0 && <Separator />}
              {/* In a narrow container the folded steps show as one ellipsis before the parent. */}
              {items.length > 3 && index === lastIndex - 1 && (
                <span
                  aria-hidden="true"
                  data-slot="breadcrumbs-ellipsis"
                  className="hidden items-center gap-1 @max-sm:inline-flex"
                >
                  <span className="px-1">…</span>
                  <Separator />
                </span>
              )}
              {current ? (
                <span aria-current="page" data-slot="breadcrumbs-page" className="text-ink">
                  {item.label}
                </span>
              ) : item.href !== undefined ? (
                renderLink({
                  href: item.href,
                  className: LINK_CLASSES,
                  children: item.label,
                  'data-slot': 'breadcrumbs-link',
                })
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Separator() {
  return (
    <ChevronRight
      aria-hidden="true"
      focusable="false"
      data-slot="breadcrumbs-separator"
      className="size-4 shrink-0 rtl:-scale-x-100"
    />
  );
}
