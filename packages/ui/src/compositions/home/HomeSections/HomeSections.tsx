import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { CategoryCards, type CategoryCardItem } from './CategoryCards';
import { DownloadAppDialog, type DownloadAppDialogProps } from './DownloadAppDialog';
import { HomeBanner, type HomeBannerProps } from './HomeBanner';
import { HomeSection } from './HomeSection';
import { ServiceLinkList, type ServiceLinkItem } from './ServiceLinkList';
import { ServicesAtAGlance, type ServicesAtAGlanceProps } from './ServicesAtAGlance';

/** "Services that suit your needs" (S2.2): its title, the Discover all link and the category cards. */
export interface HomeCategoriesSection {
  readonly title: ReactNode;
  /** The "Discover all" link beside the title. */
  readonly action?: ReactNode;
  readonly items: readonly CategoryCardItem[];
  /** How many of the first cards' pictures load at once (see `CategoryCards`). */
  readonly eagerImages?: number;
}

/** A titled list of services: "Services for everyone" (S2.3), the suitable services (S2.4). */
export interface HomeServicesSection {
  readonly title: ReactNode;
  readonly items: readonly ServiceLinkItem[];
}

/**
 * The space widget (S2.4): the caller's widget for the person's spaces (the request figures of
 * each), under its title and an optional link beside it.
 */
export interface HomeSpacesSection {
  readonly title: ReactNode;
  readonly action?: ReactNode;
  readonly children: ReactNode;
}

export interface HomeSectionsProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** S2.2; left out when absent or empty (a CMS item that failed to load, spec 001 §8). */
  readonly categories?: HomeCategoriesSection;
  /** S2.3 services for everyone (a CMS item); left out when absent or empty. */
  readonly everyone?: HomeServicesSection;
  /** S2.4 suitable services (≤ 6); left out when absent or empty. */
  readonly suitable?: HomeServicesSection;
  /** S2.4 the space widget beside the suitable services; shown only when given (signed in). */
  readonly spaces?: HomeSpacesSection;
  /** S2.3 sign-in banner (visitors only: the caller leaves it out for a signed-in person). */
  readonly signInBanner?: HomeBannerProps;
  /** S2.3 promotional banner (explore subscriptions). */
  readonly promoBanner?: HomeBannerProps;
  /** S2.5 services at a glance: always shown, with its own loading, empty and error states. */
  readonly glance: ServicesAtAGlanceProps;
  /** S4.6: the download-app popup an app-only favourite opens (controlled by the caller). */
  readonly downloadApp: DownloadAppDialogProps;
}

/**
 * The home page under the hero (SCREENS.md S2.2–S2.5, S4.6; spec 001 §2 Home page), in the spec's
 * order: category cards, services for everyone, the sign-in and promotional banners, the suitable
 * services and the space widget, and services at a glance with the download-app popup. Every CMS part is optional — a failed content load is `{}` and
 * its section is left out rather than shown broken (spec 001 §8) — while services at a glance always
 * renders its loading, empty (favourites prompt) and error-with-retry states.
 */
export function HomeSections({
  categories,
  everyone,
  suitable,
  spaces,
  signInBanner,
  promoBanner,
  glance,
  downloadApp,
  className,
  ...props
}: HomeSectionsProps) {
  return (
    <div
      data-slot="home-sections"
      className={cn('flex min-w-0 flex-col gap-12', className)}
      {...props}
    >
      {categories && categories.items.length > 0 ? (
        <HomeSection id="suit-your-needs" title={categories.title} action={categories.action}>
          <CategoryCards items={categories.items} eagerImages={categories.eagerImages} />
        </HomeSection>
      ) : null}
      {everyone && everyone.items.length > 0 ? (
        <HomeSection id="services-for-everyone" title={everyone.title}>
          <ServiceLinkList items={everyone.items} />
        </HomeSection>
      ) : null}
      {signInBanner ? <HomeBanner data-slot="home-sign-in-banner" {...signInBanner} /> : null}
      {promoBanner ? <HomeBanner data-slot="home-promo-banner" {...promoBanner} /> : null}
      {suitable && suitable.items.length > 0 ? (
        <HomeSection id="suitable-services" title={suitable.title}>
          <ServiceLinkList items={suitable.items} />
        </HomeSection>
      ) : null}
      {spaces ? (
        <HomeSection id="my-spaces" title={spaces.title} action={spaces.action}>
          {spaces.children}
        </HomeSection>
      ) : null}
      <ServicesAtAGlance {...glance} />
      <DownloadAppDialog {...downloadApp} />
    </div>
  );
}
