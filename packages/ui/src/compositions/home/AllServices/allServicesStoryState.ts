import type { Translator } from '@portal/core/i18n';
import type { ServiceListPage } from '@portal/core/api/portal';
import type { AllServicesState } from './AllServices';

/** The ready state of a sandbox page, as the app maps it (links under `/en/…`, app-only as buttons). */
export function allServicesStoryState(
  page: ServiceListPage,
  t: Translator['t'],
  onOpenApp: () => void,
): AllServicesState {
  return {
    status: 'ready',
    categories: page.categories.map((category) => ({
      key: category.key,
      label: category.title,
      href: `?category=${category.key}`,
    })),
    services: page.services.map((service) => ({
      id: service.id,
      title: service.title,
      description: service.description,
      entityName: service.entityName,
      ...(service.mobileAppOnly ? { onOpenApp } : { href: `/${service.path}` }),
    })),
    countText: t('search.allServices.count', { count: page.total }),
    page: page.pageNum,
    pageCount: page.pageCount,
  };
}
