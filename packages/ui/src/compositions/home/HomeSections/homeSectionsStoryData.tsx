import type { PortalLocale } from '@portal/core';
import { loadSpaceStatistics, type SpaceWithStatistics } from '@portal/core/api/applications';
import type { PortalClient } from '@portal/core/client';
import {
  getContentItem,
  getFavouriteServices,
  getSuitableServices,
  type ContentItem,
} from '@portal/core/api/portal';
import type { Translator } from '@portal/core/i18n';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Link } from '../../../components/Link';
import {
  SpaceStatistics,
  spaceStatisticsLabelsOf,
  spaceStatisticsOf,
} from '../../../components/SpaceStatistics';
import { asDemoUser } from '../../../storybook/demoUser';
import { downloadAppLabelsOf } from '../views/downloadApp';
import { servicesAtAGlanceLabelsOf } from '../views/servicesAtAGlance';
import { HomeSections, type HomeSectionsProps } from './HomeSections';
import type { GlanceListState, GlanceService } from './ServicesAtAGlance';

/** What the home sections' stories read from the sandbox, through core, as the app does. */
export interface HomeSectionsStoryData {
  readonly locale: PortalLocale;
  readonly signedIn: boolean;
  readonly categories: ContentItem;
  readonly everyone: ContentItem;
  readonly signInBanner: ContentItem;
  readonly promo: ContentItem;
  readonly suitable: Awaited<ReturnType<typeof getSuitableServices>>;
  readonly favourites: Awaited<ReturnType<typeof getFavouriteServices>>;
  /** Signed in: the person's spaces with their request figures (the space widget). */
  readonly spaces: readonly SpaceWithStatistics[];
}

/** Nothing loaded: every CMS item failed (`{}`, spec 001 §8) and the lists are empty. */
export function emptyHomeSections(locale: PortalLocale): HomeSectionsStoryData {
  return {
    locale,
    signedIn: false,
    categories: {},
    everyone: {},
    signInBanner: {},
    promo: {},
    suitable: [],
    favourites: [],
    spaces: [],
  };
}

/** Loads the CMS items, the suitable services and (signed in) the favourites and spaces. */
export async function loadHomeSections(
  client: PortalClient,
  locale: PortalLocale,
  signedIn: boolean,
): Promise<HomeSectionsStoryData> {
  const [categories, everyone, signInBanner, promo, suitable, favourites, spaces] =
    await Promise.all([
      getContentItem(client, { itemId: 'suit-your-needs' }),
      getContentItem(client, { itemId: 'services-for-everyone' }),
      getContentItem(client, { itemId: 'sign-in-banner' }),
      getContentItem(client, { itemId: 'promo-banner' }),
      getSuitableServices(client),
      signedIn ? getFavouriteServices(client) : Promise.resolve([]),
      signedIn ? loadSpaceStatistics(asDemoUser(client)) : Promise.resolve([]),
    ]);
  return {
    locale,
    signedIn,
    categories,
    everyone,
    signInBanner,
    promo,
    suitable,
    favourites,
    spaces,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
// Storybook serves no sandbox pictures: the stories leave the (decorative) images out.
const local = (locale: PortalLocale, path: unknown) => `/${locale}${text(path)}`;

/** A CMS banner item as banner props (Title, Subtitle, children's Title, the link as a button). */
function bannerOf(item: ContentItem, locale: PortalLocale) {
  const main = item.mainItem;
  if (main === undefined) return undefined;
  return {
    title: text(main['Title']),
    subtitle: text(main['Subtitle']),
    points: (item.childsListItem ?? []).map((child) => text(child['Title'])),
    action: (
      <Button asChild>
        <a href={local(locale, main['ViewAllLink'])}>{text(main['ViewAllLinkText'])}</a>
      </Button>
    ),
  };
}

/**
 * The sections' props from the sandbox's data, mapped as the app's home page maps them: a visitor
 * sees the sign-in banner and "Most popular"; a signed-in person "My services" with favourites.
 * `glance` overrides the lists' states (loading and error stories).
 */
export function homeSectionsPropsOf(
  data: HomeSectionsStoryData,
  t: Translator['t'],
  glance: { favourites?: GlanceListState; popular?: GlanceListState } = {},
): Omit<HomeSectionsProps, 'downloadApp' | 'glance'> & {
  glance: HomeSectionsProps['glance'];
  downloadAppLabels: HomeSectionsProps['downloadApp']['labels'];
} {
  const { locale, signedIn } = data;
  const main = data.categories.mainItem ?? {};
  const popular: GlanceService[] = data.suitable.map((service, index) => ({
    id: String(index),
    name: service.title ?? '',
    href: local(locale, `/${service.path ?? ''}`),
  }));
  const favourites: GlanceService[] = data.favourites.map((favourite) => ({
    id: favourite.id,
    name: favourite.ServiceShortName ?? favourite.Title ?? '',
    href: local(locale, `/${favourite.Path ?? ''}`),
    appOnly: favourite.MobileAppOnly === true,
  }));
  const allServices = `/${locale}/searchresults?q=services`;
  return {
    categories: {
      title: t('home.suitYourNeeds.title'),
      action: (
        <Link variant="standalone" href={local(locale, main['ViewAllLink'])}>
          {text(main['ViewAllLinkText'])}
        </Link>
      ),
      items: (data.categories.childsListItem ?? []).map((child, index) => ({
        id: String(index),
        title: text(child['Title']),
        description: text(child['Description']),
        href: local(locale, child['ViewAllLink']),
      })),
    },
    everyone: {
      title: text(data.everyone.mainItem?.['Title']),
      items: (data.everyone.childsListItem ?? []).map((child, index) => ({
        id: String(index),
        name: text(child['Title']),
        description: text(child['Description']),
        href: local(locale, child['ViewAllLink']),
      })),
    },
    suitable: {
      title: t('home.suitableServices.title'),
      items: data.suitable.map((service, index) => ({
        id: String(index),
        name: service.title ?? '',
        description: service.description,
        entity: service.entityName,
        href: local(locale, `/${service.path ?? ''}`),
      })),
    },
    spaces: signedIn
      ? {
          title: t('home.spaces.title'),
          action: (
            <Link variant="standalone" href={`/${locale}/mylocker`}>
              {t('home.spaces.viewInLocker')}
            </Link>
          ),
          children: (
            <SpaceStatistics
              labels={spaceStatisticsLabelsOf(t)}
              state={{
                status: 'ready',
                data: data.spaces.map((entry) =>
                  spaceStatisticsOf(entry.space, entry.statistics, t),
                ),
              }}
            />
          ),
        }
      : undefined,
    signInBanner: signedIn ? undefined : bannerOf(data.signInBanner, locale),
    promoBanner: bannerOf(data.promo, locale),
    glance: {
      title: signedIn
        ? t('home.servicesAtAGlance.myServices')
        : t('home.servicesAtAGlance.mostPopular'),
      labels: servicesAtAGlanceLabelsOf(t),
      defaultTab: signedIn ? 'favourites' : 'popular',
      favourites: glance.favourites ?? { status: 'ready', data: favourites },
      popular: glance.popular ?? { status: 'ready', data: popular },
      quickActions: [
        { label: t('search.allServices.individuals'), href: allServices },
        { label: t('search.allServices.business'), href: `${allServices}&tab=business` },
      ],
      viewAllHref: allServices,
      favouritesHref: `/${locale}/mylocker`,
      onAppOnly: () => undefined,
    },
    downloadAppLabels: downloadAppLabelsOf(t),
  };
}

/** The sections as the app wires them: an app-only favourite opens the (controlled) popup. */
export function StoryHomeSections({
  data,
  t,
  glance,
}: {
  readonly data: HomeSectionsStoryData;
  readonly t: Translator['t'];
  readonly glance?: { favourites?: GlanceListState; popular?: GlanceListState };
}) {
  const [appOnly, setAppOnly] = useState(false);
  const { downloadAppLabels, ...props } = homeSectionsPropsOf(data, t, glance);
  return (
    <HomeSections
      {...props}
      glance={{ ...props.glance, onAppOnly: () => setAppOnly(true) }}
      downloadApp={{ open: appOnly, onOpenChange: setAppOnly, labels: downloadAppLabels }}
    />
  );
}
