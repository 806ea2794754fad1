import { cva } from 'class-variance-authority';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { pageWindow, type PageSlot } from './pageWindow';
import { useComponentWords } from '../../provider/componentWords';

const itemVariants = /* @__PURE__ */ cva(
  [
    'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-control px-2',
    'text-body font-semibold tabular-nums transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  ],
  {
    variants: {
      state: {
        idle: 'text-brand hover:bg-surface',
        // The current page differs by fill and by weight of its border, not by colour alone.
        current: 'border-2 border-brand bg-brand text-on-brand',
        unavailable: 'cursor-not-allowed text-ink-muted opacity-60',
      },
    },
    defaultVariants: { state: 'idle' },
  },
);

/** What `renderLink` receives: spread it onto your router's link. */
export interface PaginationLinkProps {
  readonly href: string;
  readonly className: string;
  readonly children: ReactNode;
  readonly 'aria-current'?: 'page';
  readonly 'aria-label'?: string;
  readonly 'data-slot': string;
}

export interface PaginationProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** The landmark's name, translated ("Pages of results"). Default: the `UiProvider`'s "Pages". */
  readonly label?: string;
  /** How many pages there are (at least 1). */
  readonly pageCount: number;
  /** The current page, from 1 (controlled). */
  readonly page?: number;
  /** The first page shown when `page` is not controlled. Default 1. */
  readonly defaultPage?: number;
  /** Called with the page asked for, by a button or link press. */
  readonly onPageChange?: (page: number) => void;
  /**
   * The address of each page. Given: pages are links (`<a href>`, or `renderLink`). Omitted: pages are
   * buttons that call `onPageChange`.
   */
  readonly hrefOf?: (page: number) => string;
  /** Draws each link for client-side routers: `(link) => <Link to={link.href} {...link} />`. */
  readonly renderLink?: (link: PaginationLinkProps) => ReactNode;
  /**
   * The previous-page control's words, translated ("Previous"). Hidden visually when narrow.
   * Default: the `UiProvider`'s "Previous page".
   */
  readonly previousLabel?: string;
  /**
   * The next-page control's words, translated ("Next"). Hidden visually when narrow. Default:
   * the `UiProvider`'s "Next page".
   */
  readonly nextLabel?: string;
  /** The accessible name of a page, translated ("Page 3"). Omitted: the number itself. */
  readonly pageLabel?: (page: number) => string;
  /** How a page number is written. Default: Latin digits, as core's formatters pin them. */
  readonly formatPageNumber?: (page: number) => string;
  /** Pages shown either side of the current one in a wide container. Default 1. */
  readonly siblingCount?: number;
}

function defaultLink({ children, ...link }: PaginationLinkProps) {
  return <a {...link}>{children}</a>;
}

/**
 * Moves through pages of a list (applications, notifications, histories). A named navigation
 * landmark with previous and next controls and page numbers; the current page carries
 * `aria-current="page"`.
 *
 * In a narrow container (under 24rem) it takes a compact form: the chevrons alone (their words stay
 * their names), and only the first, the current and the last pages. Chevrons point the reading way.
 * With buttons, previous and next stay focusable at the ends (`aria-disabled`), so focus is never
 * lost when the last page is reached.
 */
export function Pagination({
  label,
  pageCount,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  hrefOf,
  renderLink = defaultLink,
  previousLabel,
  nextLabel,
  pageLabel,
  formatPageNumber = String,
  siblingCount = 1,
  className,
  ...props
}: PaginationProps) {
  const words = useComponentWords();
  const [uncontrolledPage, setUncontrolledPage] = useState(defaultPage);
  const count = Math.max(1, Math.floor(pageCount));
  const page = Math.min(count, Math.max(1, pageProp ?? uncontrolledPage));

  const goTo = (target: number) => {
    if (target < 1 || target > count || target === page) return;
    if (pageProp === undefined) setUncontrolledPage(target);
    onPageChange?.(target);
  };

  /** A page number or previous/next, as a link or a button. */
  const control = (
    target: number,
    content: ReactNode,
    options: {
      slot: string;
      current?: boolean;
      name?: string;
      className?: string;
    },
  ) => {
    const unavailable = target < 1 || target > count;
    const classes = cn(
      itemVariants({
        state: options.current ? 'current' : unavailable ? 'unavailable' : 'idle',
      }),
      options.className,
    );
    if (hrefOf) {
      if (unavailable)
        return (
          // Nowhere to go: not focusable, announced as an unavailable link so the pair stays known.
          <span role="link" aria-disabled="true" data-slot={options.slot} className={classes}>
            {content}
          </span>
        );
      return renderLink({
        href: hrefOf(target),
        className: classes,
        children: content,
        'aria-current': options.current ? 'page' : undefined,
        'aria-label': options.name,
        'data-slot': options.slot,
      });
    }
    const press = (event: MouseEvent<HTMLButtonElement>) => {
      if (unavailable) event.preventDefault();
      else goTo(target);
    };
    return (
      <button
        type="button"
        aria-current={options.current ? 'page' : undefined}
        aria-label={options.name}
        aria-disabled={unavailable || undefined}
        data-slot={options.slot}
        className={classes}
        onClick={press}
      >
        {content}
      </button>
    );
  };

  const pageList = (slots: PageSlot[], listClassName: string) => (
    <ul className={cn('flex flex-wrap items-center gap-0.5', listClassName)}>
      {slots.map((slot) =>
        slot.kind === 'gap' ? (
          <li
            key={`gap-${slot.side}`}
            aria-hidden="true"
            className="inline-flex min-h-10 w-6 items-center justify-center text-ink-muted"
          >
            …
          </li>
        ) : (
          <li key={slot.page}>
            {control(slot.page, formatPageNumber(slot.page), {
              slot: 'pagination-page',
              current: slot.page === page,
              name: pageLabel?.(slot.page),
            })}
          </li>
        ),
      )}
    </ul>
  );

  return (
    <nav
      aria-label={label ?? words.pagination}
      data-slot="pagination"
      className={cn('@container min-w-0', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-center gap-0.5 @sm:gap-2">
        {control(
          page - 1,
          <>
            <ChevronLeft aria-hidden="true" focusable="false" className="size-5 rtl:-scale-x-100" />
            <span className="@max-sm:sr-only">{previousLabel ?? words.previousPage}</span>
          </>,
          { slot: 'pagination-previous', className: '@sm:pe-3' },
        )}
        {/* Two rows of pages, one per container size: the hidden one is out of the accessibility
            tree and the tab order (display: none), so each size reads as one list. */}
        {pageList(pageWindow(page, count, siblingCount), '@max-sm:hidden')}
        {pageList(pageWindow(page, count, 0), 'hidden @max-sm:flex')}
        {control(
          page + 1,
          <>
            <span className="@max-sm:sr-only">{nextLabel ?? words.nextPage}</span>
            <ChevronRight
              aria-hidden="true"
              focusable="false"
              className="size-5 rtl:-scale-x-100"
            />
          </>,
          { slot: 'pagination-next', className: '@sm:ps-3' },
        )}
      </div>
    </nav>
  );
}
