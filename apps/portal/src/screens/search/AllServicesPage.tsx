import { shellMessages } from '@portal/core';
import { getServiceList, serviceListCall, serviceListQueryOf } from '@portal/core/api/portal';
import { AllServices, allServicesLabelsOf, type AllServicesState } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { portalQuery } from '../../platform/api/portalQuery';
import { useHydrated } from '../../platform/page/useHydrated';
import { useMessages } from '../../platform/i18n/useMessages';
import type { ServiceListPageAudience } from '../../platform/pages/serviceListBundle';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { allServicesHrefOf, serviceListItemsOf } from './allServicesLinks';
import { usePageParams } from '../../platform/pages/usePageParams';
import { usePageSearch } from '../../platform/pages/usePageSearch';
import { useMiniAppDownload } from '../../shell/apps/useMiniAppDownload';

/** The page's words per audience (spec 001 §2: "each with a description"). */
const WORDS = {
  individual: {
    title: 'search.allServices.individuals',
    description: 'search.allServices.individualsDescription',
  },
  business: {
    title: 'search.allServices.business',
    description: 'search.allServices.businessDescription',
  },
  emirati: {
    title: 'search.allServices.emirati',
    description: 'search.allServices.emiratiDescription',
  },
  expat: {
    title: 'search.allServices.expat',
    description: 'search.allServices.expatDescription',
  },
} as const satisfies Record<ServiceListPageAudience, { title: string; description: string }>;

/**
 * `/services/individual|business|emirati|expat?category=&page=` (SCREENS.md S2.7, spec 001 §1–§2): the audience's
 * title and description, its categories to browse by, and its services a page at a time. Category
 * and page live in the address, so a list can be shared and Back works. A service available only
 * in the mobile app opens the mini-app download dialog (S4.5) instead of a page.
 */
export function AllServicesPage() {
  const locale = usePageLocale();
  const t = useMessages('home', 'common');
  const { audience } = usePageParams('allServices');
  const { category, page = 1 } = usePageSearch('allServices');
  const hydrated = useHydrated();
  const miniApp = useMiniAppDownload();
  const pageAudience = audience as ServiceListPageAudience;
  const words = WORDS[pageAudience];
  useDocumentTitle(t(words.title), shellMessages(locale).siteName);

  const { client } = appClientsFor(locale);
  const input = { ...serviceListQueryOf(pageAudience), category, pageNum: page };
  const list = useQuery({
    ...portalQuery(serviceListCall, client, input, getServiceList),
    enabled: hydrated,
    placeholderData: keepPreviousData,
  });

  const hrefOf = (next: { category?: string; page?: number }) =>
    allServicesHrefOf(locale, pageAudience, next);

  let state: AllServicesState;
  if (list.isError) {
    state = {
      status: 'error',
      message: t('something.wentWrong'),
      onRetry: () => void list.refetch(),
    };
  } else if (!list.data || list.isPlaceholderData) {
    state = { status: 'loading' };
  } else {
    state = {
      status: 'ready',
      categories: list.data.categories.map((entry) => ({
        key: entry.key,
        label: entry.title,
        href: hrefOf({ category: entry.key }),
      })),
      services: serviceListItemsOf(
        list.data.services,
        locale,
        window.location.origin,
        miniApp.open,
      ),
      countText: t('search.allServices.count', { count: list.data.total }),
      page: list.data.pageNum,
      pageCount: list.data.pageCount,
    };
  }

  return (
    <>
      <AllServices
        labels={allServicesLabelsOf(t)}
        title={t(words.title)}
        description={t(words.description)}
        category={category}
        allCategoriesHref={hrefOf({})}
        state={state}
        pageHref={(next) => hrefOf({ category, page: next })}
        renderLink={(link) => <RouterAnchor {...link} />}
      />
      {miniApp.dialog}
    </>
  );
}
