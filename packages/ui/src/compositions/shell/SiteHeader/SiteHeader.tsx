import { cva } from 'class-variance-authority';
import { ChevronDown } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { clsx } from 'clsx';
import { cn } from '../../../lib/cn';
import { MobileMenu, type MobileMenuLabels } from '../MobileMenu/MobileMenu';

/** A link of the header's navigation (the CMS's DirectNavigationMenuLinks). */
export interface SiteHeaderLink {
  readonly label: string;
  /** Checked by the caller (core's `safeUrl`); a parent without one only opens its children. */
  readonly href?: string;
  /** The CMS's ChildesItems; shown as a menu under the parent (not in the reduced header). */
  readonly children?: readonly { readonly label: string; readonly href: string }[];
}

/** The header look of an area (spec 001 §2: tamm-by-you pages take a dark or a transparent header). */
export type SiteHeaderStyle = 'default' | 'dark' | 'transparent';

/**
 * Who is reading, and what the header's account area shows (SCREENS.md S1.1–S1.3; core's
 * `headerItemsOf` decides):
 * - `visitor`: register link and sign-in, no bell;
 * - `signedIn`: the bell (with its panel) and the profile menu;
 * - `longSession`: the reduced header of a Stay Signed-In session: the profile menu (which carries
 *   the lock / unlock / stay-signed-in items), no bell, no child links;
 * - `pending`: not known yet (a prerendered page before the browser knows): a quiet placeholder
 *   of the same size, so nothing moves when it is known.
 */
export type SiteHeaderAccount =
  | {
      readonly kind: 'visitor';
      readonly register?: { readonly label: string; readonly href: string };
      /** The sign-in button or link (the app's, which routes through `/login`). */
      readonly signIn: ReactNode;
    }
  | { readonly kind: 'signedIn'; readonly bell?: ReactNode; readonly profileMenu: ReactNode }
  | { readonly kind: 'longSession'; readonly profileMenu: ReactNode }
  | { readonly kind: 'pending' };

export interface SiteHeaderLabels {
  /** Accessible name of the home link around the logo ("Government services portal home"). */
  readonly home: string;
  /** The site's name, shown when the CMS sent no logo. */
  readonly siteName: string;
  /** Name of the navigation landmark ("Main navigation"). */
  readonly navigation: string;
  readonly menu: MobileMenuLabels;
}

export interface SiteHeaderProps extends Omit<ComponentPropsWithRef<'header'>, 'children'> {
  readonly labels: SiteHeaderLabels;
  /** The home page of the page's language. */
  readonly homeHref: string;
  /** The CMS's DesktopLogo / MobileLogo (URLs, checked); the site name shows without them. */
  readonly logo?: { readonly desktopSrc?: string; readonly mobileSrc?: string };
  readonly navigation?: readonly SiteHeaderLink[];
  /** The search box with suggestions (built by the home/search area). */
  readonly search?: ReactNode;
  /** The language switch. */
  readonly languageSwitch?: ReactNode;
  /** Other controls shown at every width before the account area (a theme toggle). */
  readonly tools?: ReactNode;
  readonly account: SiteHeaderAccount;
  readonly headerStyle?: SiteHeaderStyle;
  /** The mobile menu, controlled; pair with `onMenuOpenChange`. */
  readonly menuOpen?: boolean;
  readonly onMenuOpenChange?: (open: boolean) => void;
}

const headerVariants = /* @__PURE__ */ cva('@container relative z-40 text-ink', {
  variants: {
    headerStyle: {
      default: 'border-b border-line bg-canvas',
      // The dark palette inside the header (data-theme="dark"), whatever the page's theme.
      dark: 'border-b border-line bg-canvas',
      transparent: 'bg-transparent',
    },
  },
  defaultVariants: { headerStyle: 'default' },
});

const navLinkClasses = clsx(
  'inline-flex min-h-11 items-center gap-1 rounded-control px-3 py-2 font-semibold text-ink',
  'underline-offset-4 hover:bg-surface hover:underline',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  '[&_svg]:block-4 [&_svg]:inline-4',
);

/**
 * The portal's header (SCREENS.md S1.1–S1.4, S1.11; spec 001 §2 Header): logo, navigation links
 * with their child menus, search, language switch and the account area of a visitor, a signed-in
 * person or a Stay Signed-In session. Below 768 px of header width (a container query, so a narrow column behaves as a phone) the navigation, search, language and register
 * items move behind a menu button (`MobileMenu`); the logo, the bell, the profile menu and sign-in
 * stay in the bar. Nothing is cut off at 320 px. `headerStyle` gives the dark or transparent look of
 * tamm-by-you pages. Holds no words: every label arrives translated.
 */
export function SiteHeader({
  labels,
  homeHref,
  logo,
  navigation = [],
  search,
  languageSwitch,
  tools,
  account,
  headerStyle = 'default',
  menuOpen,
  onMenuOpenChange,
  className,
  ...props
}: SiteHeaderProps) {
  const reduced = account.kind === 'longSession';
  const register = account.kind === 'visitor' ? account.register : undefined;
  const links = navigation.filter(
    (link) => link.href !== undefined || (!reduced && hasChildren(link)),
  );
  return (
    <header
      data-slot="site-header"
      data-header-style={headerStyle}
      data-theme={headerStyle === 'dark' ? 'dark' : undefined}
      className={cn(headerVariants({ headerStyle }), className)}
      {...props}
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-1 gap-y-2 px-4 py-2 sm:px-gutter @3xl:gap-x-2">
        <a
          href={homeHref}
          aria-label={labels.home}
          data-slot="site-header-home"
          className="me-2 inline-flex min-h-11 min-w-0 items-center rounded-control font-bold text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <HeaderLogo logo={logo} siteName={labels.siteName} />
        </a>
        {links.length > 0 && (
          <nav aria-label={labels.navigation} className="hidden @3xl:block">
            <ul className="flex flex-wrap items-center gap-1">
              {links.map((link) => (
                <li key={`${link.label}|${link.href ?? ''}`}>
                  <NavigationItem link={link} reduced={reduced} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        {search !== undefined && <div className="hidden min-w-0 flex-1 @3xl:block">{search}</div>}
        {/* Below 768 px the items of the bar's end are the bar's own (`contents`), after this
            spacer that pushes them to the end: the menu's panel (a full line, last) then takes a
            line of the bar to itself. Inside a wrapping group of their own, the open panel made
            the group as wide as the bar, and the buttons fell onto a second row under the logo. */}
        <span aria-hidden="true" className="ms-auto @3xl:hidden" />
        {/* With a search, from 768 px the bar's end is a row of its own, under the logo,
            navigation and search: on the same row the search kept only what was left, from a box
            cut to its icon to nothing, as the words beside it changed with the language and who
            is signed in. Without one, the bar's end shares the row. */}
        <div
          className={cn(
            'contents @3xl:ms-auto @3xl:flex @3xl:min-inline-0 @3xl:flex-wrap @3xl:items-center @3xl:justify-end @3xl:gap-1',
            search !== undefined && '@3xl:basis-full',
          )}
        >
          {languageSwitch !== undefined && (
            <div className="hidden @3xl:block">{languageSwitch}</div>
          )}
          {register !== undefined && (
            <a
              href={register.href}
              data-slot="site-header-register"
              className={cn(navLinkClasses, 'hidden @3xl:inline-flex')}
            >
              {register.label}
            </a>
          )}
          {tools}
          {/* Never wider than the bar: a long sign-in label (Arabic's UAE PASS one at 320 px,
              or at 200 % text) wraps instead of running off the screen's edge. */}
          <div className="flex max-inline-full min-inline-0 items-center gap-1 *:max-inline-full">
            <AccountArea account={account} />
          </div>
          <MobileMenu
            labels={labels.menu}
            open={menuOpen}
            onOpenChange={onMenuOpenChange}
            className="@3xl:hidden"
            buttonClassName="@3xl:hidden"
          >
            <div className="flex flex-col gap-3">
              {search !== undefined && <div className="min-w-0">{search}</div>}
              {links.length > 0 && (
                <nav aria-label={labels.navigation}>
                  <ul className="flex flex-col gap-1">
                    {links.map((link) => (
                      <li key={`${link.label}|${link.href ?? ''}`}>
                        <MobileNavigationItem link={link} reduced={reduced} />
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              {(languageSwitch !== undefined || register !== undefined) && (
                <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3">
                  {languageSwitch}
                  {register !== undefined && (
                    <a
                      href={register.href}
                      data-slot="site-header-register"
                      className={navLinkClasses}
                    >
                      {register.label}
                    </a>
                  )}
                </div>
              )}
            </div>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}

function hasChildren(link: SiteHeaderLink): boolean {
  return (link.children?.length ?? 0) > 0;
}

function HeaderLogo({
  logo,
  siteName,
}: {
  readonly logo: SiteHeaderProps['logo'];
  readonly siteName: string;
}) {
  const desktop = logo?.desktopSrc;
  const mobile = logo?.mobileSrc ?? desktop;
  if (desktop === undefined && mobile === undefined) {
    // On a phone about the size of a logo picture (8 rem, two lines of the name at most): the CMS
    // logo replacing it, or the sign-in link arriving after the page is drawn, must not wrap the
    // header's row onto a second line and move the page down (a layout shift). Sized by the
    // header's width (a container query), like the rest of the header.
    return (
      <span className="line-clamp-2 max-w-32 text-body leading-tight wrap-anywhere @xl:text-title @3xl:max-inline-none">
        {siteName}
      </span>
    );
  }
  // The home link carries the name; the pictures are decorative. width/height give the box its
  // shape before the picture arrives (a square mark on a phone, a wide emblem-and-name lockup from
  // 768 px), so the header does not move.
  return (
    <>
      {mobile !== undefined && (
        <img src={mobile} alt="" width={48} height={48} className="block h-9 w-auto @3xl:hidden" />
      )}
      {desktop !== undefined && (
        <img
          src={desktop}
          alt=""
          width={350}
          height={64}
          className="hidden h-10 w-auto @3xl:block"
        />
      )}
    </>
  );
}

function NavigationItem({
  link,
  reduced,
}: {
  readonly link: SiteHeaderLink;
  readonly reduced: boolean;
}) {
  if (reduced || !hasChildren(link)) {
    return (
      <a href={link.href} className={navLinkClasses}>
        {link.label}
      </a>
    );
  }
  return <NavigationDisclosure link={link} />;
}

/**
 * A parent link and its children as a disclosure (the WAI-ARIA "disclosure navigation menu": site
 * navigation is links, not an application menu): the button shows and hides the list of links
 * under it. Escape closes it and puts focus back on the button; so does a click outside or focus
 * leaving it. No popper library: the list opens under the button, aligned to its inline start.
 */
function NavigationDisclosure({ link }: { readonly link: SiteHeaderLink }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);
  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  // Not a control: the wrapper catches the Escape and the focus leaving that bubble from the button
  // and the links inside.
  /* eslint-disable jsx-a11y/no-static-element-interactions */
  return (
    <div ref={rootRef} className="relative" onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className={navLinkClasses}
      >
        {link.label}
        <ChevronDown
          aria-hidden="true"
          focusable="false"
          className={cn('transition-transform', open && 'rotate-180')}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        data-slot="site-header-submenu"
        className="absolute start-0 top-full z-50 mt-1 w-max max-w-80 min-w-48 rounded-card border border-line bg-surface-raised p-1 shadow-overlay"
      >
        {link.href !== undefined && (
          <li>
            <a href={link.href} className={cn(navLinkClasses, 'flex')}>
              {link.label}
            </a>
          </li>
        )}
        {link.children?.map((child) => (
          <li key={`${child.label}|${child.href}`}>
            <a href={child.href} className={cn(navLinkClasses, 'flex font-normal')}>
              {child.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
  /* eslint-enable jsx-a11y/no-static-element-interactions */
}

function MobileNavigationItem({
  link,
  reduced,
}: {
  readonly link: SiteHeaderLink;
  readonly reduced: boolean;
}) {
  return (
    <>
      {link.href === undefined ? (
        <span className="block px-3 py-2 font-semibold text-ink-muted">{link.label}</span>
      ) : (
        <a href={link.href} className={cn(navLinkClasses, 'flex')}>
          {link.label}
        </a>
      )}
      {!reduced && hasChildren(link) && (
        <ul className="flex flex-col gap-1 border-s border-line ms-3 ps-2">
          {link.children?.map((child) => (
            <li key={`${child.label}|${child.href}`}>
              <a href={child.href} className={cn(navLinkClasses, 'flex font-normal')}>
                {child.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function AccountArea({ account }: { readonly account: SiteHeaderAccount }) {
  switch (account.kind) {
    case 'pending':
      return <span aria-hidden="true" className="inline-block size-11" />;
    case 'visitor':
      return <>{account.signIn}</>;
    case 'signedIn':
      return (
        <>
          {account.bell}
          {account.profileMenu}
        </>
      );
    case 'longSession':
      return <>{account.profileMenu}</>;
  }
}
