import { Phone } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { ExternalLink } from '../../../components/ExternalLink';
import { Link } from '../../../components/Link';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';

/** A footer link, its address already checked by the caller (core's `safeUrl`). */
export interface SiteFooterLink {
  readonly label: string;
  readonly href: string;
  /** Opens in a new tab with the "opens in a new tab" words (another site). */
  readonly external?: boolean;
}

/** A link shown as an image when it has one (store badges, social icons), else as its words. */
export interface SiteFooterImageLink extends SiteFooterLink {
  readonly imageSrc?: string;
}

export interface SiteFooterSection {
  readonly title: string;
  readonly href?: string;
  readonly links: readonly SiteFooterLink[];
}

/** The CMS's footer (spec 001 §3 Footer data), mapped to words and checked addresses by the caller. */
export interface SiteFooterContent {
  readonly sections: readonly SiteFooterSection[];
  readonly emergencyNumbers: readonly { readonly name: string; readonly number: string }[];
  /** "View all emergency numbers". */
  readonly emergencyViewAll?: string;
  readonly apps?: {
    readonly title?: string;
    readonly subtitle?: string;
    readonly ratingImageSrc?: string;
    readonly links: readonly SiteFooterImageLink[];
  };
  readonly socialLinks: readonly SiteFooterImageLink[];
  readonly logos: readonly { readonly src: string }[];
  /** CopyrightMessage; the caller's catalogue sentence when the CMS has none. */
  readonly copyright: string;
  readonly copyrightLinks: readonly SiteFooterLink[];
}

/**
 * Where the footer's content stands. `unavailable` is a failed or empty CMS read: spec 001 §8 says
 * content failures are swallowed, so the CMS parts are left out and the controls and the copyright
 * sentence stay (no error message, no retry).
 */
export type SiteFooterState =
  | { readonly status: 'loading' }
  | { readonly status: 'unavailable'; readonly copyright: string }
  | { readonly status: 'ready'; readonly content: SiteFooterContent };

export interface SiteFooterLabels {
  /** The footer navigation's name ("Footer"). */
  readonly navigation: string;
  readonly emergencyNumbers: string;
  readonly viewAllEmergencyNumbers: string;
  readonly downloadApp: string;
  /** Alternative text of the store rating image ("App rating"). */
  readonly appRating: string;
  readonly followUs: string;
  readonly opensInNewTab: string;
  /** Said while the content loads ("Loading the footer"). */
  readonly loading: string;
}

/** Which part of the footer a link sits in, for the caller's analytics (spec 001 §7). */
export type SiteFooterArea = 'section' | 'emergency' | 'app' | 'social' | 'copyright';

export interface SiteFooterProps extends Omit<ComponentPropsWithRef<'footer'>, 'children'> {
  readonly state: SiteFooterState;
  readonly labels: SiteFooterLabels;
  /** The text-size and colour-theme controls (`TextSizeControl`, `ColorThemeControl`). */
  readonly controls?: ReactNode;
  /** Told of every footer link followed (spec 001 §7 footer link analytics). */
  readonly onLinkClick?: (link: SiteFooterLink, area: SiteFooterArea) => void;
}

const headingClass = 'text-body font-bold text-ink';
const listLinkClass = 'inline-flex min-h-6 items-center';

/**
 * The site footer (SCREENS.md S1.5; spec 001 §2 Footer): navigation sections, emergency numbers
 * with a view-all link, app download links with the store's title, subtitle and rating image,
 * social links, logos, the copyright sentence and links, and the text-size and colour controls.
 * The controls show in every state; the CMS parts only once loaded.
 */
export function SiteFooter({
  state,
  labels,
  controls,
  onLinkClick,
  className,
  ...props
}: SiteFooterProps) {
  const follow = (link: SiteFooterLink, area: SiteFooterArea) => (_event: MouseEvent) =>
    onLinkClick?.(link, area);
  const anchor = (link: SiteFooterLink, area: SiteFooterArea, className?: string) =>
    link.external ? (
      <ExternalLink
        href={link.href}
        newTabLabel={labels.opensInNewTab}
        className={className}
        onClick={follow(link, area)}
      >
        {link.label}
      </ExternalLink>
    ) : (
      <Link href={link.href} className={className} onClick={follow(link, area)}>
        {link.label}
      </Link>
    );
  const imageAnchor = (link: SiteFooterImageLink, area: SiteFooterArea) =>
    link.imageSrc === undefined ? (
      anchor(link, area, listLinkClass)
    ) : (
      <a
        href={link.href}
        {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={follow(link, area)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-control focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <img
          src={link.imageSrc}
          alt=""
          // A store badge or a round social icon: the box is reserved before the picture loads.
          width={area === 'app' ? 150 : 40}
          height={area === 'app' ? 44 : 40}
          className="h-auto max-h-10 w-auto"
        />
        <span className="sr-only">
          {link.external ? `${link.label} (${labels.opensInNewTab})` : link.label}
        </span>
      </a>
    );

  return (
    <footer
      data-slot="site-footer"
      className={cn('border-t border-line bg-surface text-ink', className)}
      {...props}
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-gutter">
        {state.status === 'loading' && (
          <SkeletonGroup label={labels.loading} className="grid gap-4 sm:grid-cols-3">
            {[0, 1, 2].map((column) => (
              <div key={column} className="flex flex-col gap-2">
                <Skeleton className="w-1/2" />
                <Skeleton className="w-3/4" />
                <Skeleton className="w-2/3" />
              </div>
            ))}
          </SkeletonGroup>
        )}
        {state.status === 'ready' && (
          <FooterContent
            content={state.content}
            labels={labels}
            anchor={anchor}
            imageAnchor={imageAnchor}
            follow={follow}
          />
        )}
        {controls !== undefined && (
          <div data-slot="site-footer-controls" className="flex flex-wrap gap-x-8 gap-y-4">
            {controls}
          </div>
        )}
        <div
          data-slot="site-footer-legal"
          className="flex flex-col gap-3 border-t border-line pt-4 text-caption text-ink-muted sm:flex-row sm:items-center sm:justify-between"
        >
          <p>
            {state.status === 'ready'
              ? state.content.copyright
              : state.status === 'unavailable'
                ? state.copyright
                : ''}
          </p>
          {state.status === 'ready' && state.content.copyrightLinks.length > 0 && (
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {state.content.copyrightLinks.map((link) => (
                <li key={link.href}>{anchor(link, 'copyright', listLinkClass)}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}

interface FooterContentProps {
  readonly content: SiteFooterContent;
  readonly labels: SiteFooterLabels;
  readonly anchor: (link: SiteFooterLink, area: SiteFooterArea, className?: string) => ReactNode;
  readonly imageAnchor: (link: SiteFooterImageLink, area: SiteFooterArea) => ReactNode;
  /** The click handler that tells `onLinkClick` of a link drawn here by hand (the phone links). */
  readonly follow: (link: SiteFooterLink, area: SiteFooterArea) => (event: MouseEvent) => void;
}

function FooterContent({ content, labels, anchor, imageAnchor, follow }: FooterContentProps) {
  const { sections, emergencyNumbers, apps, socialLinks, logos } = content;
  const id = useId();
  return (
    <>
      {sections.length > 0 && (
        <nav aria-label={labels.navigation} data-slot="site-footer-sections">
          <ul className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
            {sections.map((section) => (
              <li key={section.title} className="flex flex-col gap-2">
                <h2 className={headingClass}>{section.title}</h2>
                <ul className="flex flex-col gap-1">
                  {section.links.map((link) => (
                    <li key={`${link.href}${link.label}`}>
                      {anchor(link, 'section', listLinkClass)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
        {emergencyNumbers.length > 0 && (
          <section aria-labelledby={`${id}-emergency`} className="flex flex-col gap-2">
            <h2 id={`${id}-emergency`} className={headingClass}>
              {labels.emergencyNumbers}
            </h2>
            <ul className="flex flex-col gap-1">
              {emergencyNumbers.map((entry) => {
                const href = `tel:${entry.number.replace(/[^\d+]/g, '')}`;
                return (
                  <li
                    key={`${entry.name}${entry.number}`}
                    className="flex flex-wrap items-center gap-x-2"
                  >
                    <span>{entry.name}</span>
                    <Link
                      href={href}
                      variant="standalone"
                      dir="ltr"
                      onClick={follow({ label: entry.name, href }, 'emergency')}
                    >
                      <Phone aria-hidden="true" />
                      {entry.number}
                    </Link>
                  </li>
                );
              })}
            </ul>
            {content.emergencyViewAll !== undefined &&
              anchor(
                { label: labels.viewAllEmergencyNumbers, href: content.emergencyViewAll },
                'emergency',
                listLinkClass,
              )}
          </section>
        )}
        {apps !== undefined && apps.links.length > 0 && (
          <section aria-labelledby={`${id}-apps`} className="flex flex-col gap-2">
            <h2 id={`${id}-apps`} className={headingClass}>
              {apps.title ?? labels.downloadApp}
            </h2>
            {apps.subtitle !== undefined && <p className="text-ink-muted">{apps.subtitle}</p>}
            {apps.ratingImageSrc !== undefined && (
              <img
                src={apps.ratingImageSrc}
                alt={labels.appRating}
                width={120}
                height={24}
                className="h-6 w-auto self-start"
              />
            )}
            <ul className="flex flex-wrap gap-2">
              {apps.links.map((link) => (
                <li key={link.href}>{imageAnchor(link, 'app')}</li>
              ))}
            </ul>
          </section>
        )}
        {socialLinks.length > 0 && (
          <section aria-labelledby={`${id}-social`} className="flex flex-col gap-2">
            <h2 id={`${id}-social`} className={headingClass}>
              {labels.followUs}
            </h2>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {socialLinks.map((link) => (
                <li key={link.href}>{imageAnchor(link, 'social')}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {logos.length > 0 && (
        // The logos repeat who runs the portal, which the page already says: decorative.
        <ul aria-hidden="true" className="flex flex-wrap items-center gap-6">
          {logos.map((logo) => (
            <li key={logo.src}>
              <img src={logo.src} alt="" width={360} height={64} className="h-10 w-auto" />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
