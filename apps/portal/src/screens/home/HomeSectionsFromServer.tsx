import {
  favouriteServicesCall,
  getFavouriteServices,
  type ContentItem,
  type SuitableService,
} from '@portal/core/api/portal';
import {
  Button,
  downloadAppLabelsOf,
  HomeSections,
  Link,
  servicesAtAGlanceLabelsOf,
  Skeleton,
  SkeletonGroup,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { portalQuery } from '../../platform/api/portalQuery';
import { useAppClients } from '../../platform/api/useAppClients';
import { usePageOrigin } from '../../platform/page/usePageOrigin';
import type { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { queryStateOf } from '../../shell/dataState/queryState';
import { useSessionHint } from '../../shell/session/useSessionHint';
import { useSignInHref } from '../../shell/session/useSignInHref';
import {
  categoryCardsOf,
  cmsBlockOf,
  cmsServiceItemsOf,
  favouriteItemsOf,
  suitableServiceItemsOf,
} from './homeContent';
import { homeItemQuery, suitableServicesQuery } from './homeQueries';
import { pagePath } from '../../platform/pages/pagePath';
import { track } from '../../platform/analytics/track';
import { CLICK_TARGET_ATTRIBUTE, homeClickEventOf } from './homeAnalytics';

type Translate = ReturnType<typeof useMessages>;

// The space widget is a signed-in person's (the locker's space figures): a visitor's home page
// never loads its code.
const HomeSpaceStatistics = lazy(() => import('./HomeSpaceStatistics'));

/**
 * The sections under the hero (SCREENS.md S2.2–S2.5, S4.6). They depend on the CMS, the session
 * and the favourites; a CMS item that fails to load (`{}`) leaves its section out (spec 001 §8). A
 * prerendered home page carries the CMS items and the suitable services (the build's content
 * snapshot), so the sections are drawn with the page's first paint and adopted as they are; they
 * are drawn for a visitor first (as the HTML was), then a signed-in reader's parts replace the
 * visitor's (`useSessionHint`; the boot script's mark hides the sign-in banner until then). Its own
 * chunk: the API client and the calls' schemas stay out of the home page's first script.
 */
export default function HomeSectionsFromServer({ t }: { readonly t: Translate }) {
  const locale = usePageLocale();
  const origin = usePageOrigin();
  const { client } = useAppClients(locale);
  const signInLink = useSignInHref();
  const signedIn = useSessionHint();
  const [appOnly, setAppOnly] = useState(false);
  // Each answer is mapped where it is read (`select`): an answer the mapping cannot use is a failed
  // read, which leaves its section out like any other (spec 001 §8; issue O, item 15).
  const suitYourNeeds = useQuery({
    ...homeItemQuery(client, 'suit-your-needs'),
    select: (item: ContentItem) => ({
      block: cmsBlockOf(item, locale, origin),
      cards: categoryCardsOf(item, locale, origin),
    }),
  });
  const everyone = useQuery({
    ...homeItemQuery(client, 'services-for-everyone'),
    select: (item: ContentItem) => ({
      block: cmsBlockOf(item, locale, origin),
      items: cmsServiceItemsOf(item, locale, origin),
    }),
  });
  const signInBanner = useQuery({
    ...homeItemQuery(client, 'sign-in-banner'),
    select: (item: ContentItem) => cmsBlockOf(item, locale, origin),
    enabled: !signedIn,
  });
  const promo = useQuery({
    ...homeItemQuery(client, 'promo-banner'),
    select: (item: ContentItem) => cmsBlockOf(item, locale, origin),
  });
  const suitable = useQuery({
    ...suitableServicesQuery(client),
    select: (services: readonly SuitableService[]) =>
      suitableServiceItemsOf(services, locale, origin),
  });
  const favourites = useQuery({
    ...portalQuery(favouriteServicesCall, client, {}, (c, _input, options) =>
      getFavouriteServices(c, options),
    ),
    enabled: signedIn,
  });

  // The CMS sections stand above services at a glance: drawn as each arrived, a late one pushed
  // what was already on screen down (a layout shift of 0.26 on a phone). Until all of them have
  // settled (answered, or failed and left out), the area shows one loading shape instead.
  if ([suitYourNeeds, everyone, signInBanner, promo, suitable].some((query) => query.isLoading)) {
    return (
      <SkeletonGroup label={t('common.loading')} className="flex flex-col gap-6">
        <Skeleton className="w-1/2" />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Skeleton shape="block" className="h-40" />
          <Skeleton shape="block" className="h-40" />
          <Skeleton shape="block" className="h-40" />
        </div>
      </SkeletonGroup>
    );
  }

  const categories = suitYourNeeds.data?.block;
  const cards = suitYourNeeds.data?.cards ?? [];
  const everyoneHead = everyone.data?.block;
  const everyoneItems = everyone.data?.items ?? [];
  const signIn = signInBanner.data;
  const promoBlock = promo.data;
  const suitableItems = suitable.data ?? [];
  const allServices = pagePath(locale, 'searchResults');

  // One listener for every link of the sections (spec 001 §7's explore-services and other clicks);
  // a link's own click (Enter included) reaches it once. `contents` keeps the page's layout.
  const reportClick = (event: MouseEvent<HTMLDivElement>) => {
    const analytics = homeClickEventOf(event.target, event.currentTarget);
    if (analytics) track(analytics);
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- listens for its links' clicks, which keyboards send too; nothing here is pressed itself
    <div className="contents" onClick={reportClick}>
      <HomeSections
        categories={
          categories
            ? {
                title: t('home.suitYourNeeds.title'),
                action: categories.href ? (
                  <Link variant="standalone" href={categories.href}>
                    {categories.linkText ?? t('home.suitYourNeeds.discoverAll')}
                  </Link>
                ) : undefined,
                items: cards,
                // On a phone the first card shows under the hero: its picture is part of the first screen.
                eagerImages: 1,
              }
            : undefined
        }
        everyone={{
          title: everyoneHead?.title ?? t('home.servicesForEveryone.title'),
          items: everyoneItems,
        }}
        suitable={{ title: t('home.suitableServices.title'), items: suitableItems }}
        spaces={
          signedIn
            ? {
                title: t('home.spaces.title'),
                action: (
                  <Link
                    variant="standalone"
                    href={pagePath(locale, 'locker')}
                    {...{ [CLICK_TARGET_ATTRIBUTE]: 'home.viewInLocker' }}
                  >
                    {t('home.spaces.viewInLocker')}
                  </Link>
                ),
                children: (
                  <Suspense
                    fallback={
                      <SkeletonGroup label={t('common.loading')}>
                        <Skeleton shape="block" className="h-24" />
                      </SkeletonGroup>
                    }
                  >
                    <HomeSpaceStatistics />
                  </Suspense>
                ),
              }
            : undefined
        }
        signInBanner={
          !signedIn && signIn
            ? {
                title: signIn.title,
                subtitle: signIn.subtitle,
                points: signIn.points,
                action: (
                  <Button asChild>
                    <a
                      href={signInLink}
                      data-return-here=""
                      {...{ [CLICK_TARGET_ATTRIBUTE]: 'home.signIn' }}
                    >
                      {signIn.linkText ?? signIn.title}
                    </a>
                  </Button>
                ),
              }
            : undefined
        }
        promoBanner={
          promoBlock
            ? {
                title: promoBlock.title,
                subtitle: promoBlock.subtitle,
                points: promoBlock.points,
                image: promoBlock.image,
                action: promoBlock.href ? (
                  <Button asChild variant="secondary">
                    <a href={promoBlock.href}>
                      {promoBlock.linkText ?? t('home.promo.exploreSubscriptions')}
                    </a>
                  </Button>
                ) : undefined,
              }
            : undefined
        }
        glance={{
          title: signedIn
            ? t('home.servicesAtAGlance.myServices')
            : t('home.servicesAtAGlance.mostPopular'),
          labels: servicesAtAGlanceLabelsOf(t),
          defaultTab: signedIn ? 'favourites' : 'popular',
          favourites: signedIn
            ? queryStateOf(favourites, t('something.wentWrong'), (data) =>
                favouriteItemsOf(data, locale, origin),
              )
            : { status: 'ready', data: [] },
          popular: queryStateOf(suitable, t('something.wentWrong'), (items) =>
            items.map((service) => ({ id: service.id, name: service.name, href: service.href })),
          ),
          quickActions: [
            { label: t('search.allServices.individuals'), href: `${allServices}?q=services` },
            {
              label: t('search.allServices.business'),
              href: `${allServices}?q=services&tab=business`,
            },
          ],
          viewAllHref: `${allServices}?q=services`,
          // S7.3: "Go to Favourites" leads to the favourites page (a visitor signs in first).
          favouritesHref: signedIn ? pagePath(locale, 'favourites') : signInLink,
          onAppOnly: () => {
            track({ name: 'click', target: 'home.appOnlyService' });
            setAppOnly(true);
          },
        }}
        downloadApp={{ open: appOnly, onOpenChange: setAppOnly, labels: downloadAppLabelsOf(t) }}
      />
    </div>
  );
}
