import type { PortalLocale } from '@portal/core';
import type { ServiceListItem } from '@portal/core/api/portal';
import type { AllServicesItem } from '@portal/ui';
import type { ServiceListPageAudience } from '../../platform/pages/serviceListBundle';
import { checkedHref } from '../../platform/cms/checkedLinks';
import { pagePath } from '../../platform/pages/pagePath';

/** The address of an "All services" page: the audience, then a category and a page when not the first. */
export function allServicesHrefOf(
  locale: PortalLocale,
  audience: ServiceListPageAudience,
  next: { readonly category?: string; readonly page?: number },
): string {
  return pagePath(
    locale,
    'allServices',
    { audience },
    { category: next.category, page: (next.page ?? 1) > 1 ? next.page : undefined },
  );
}

/**
 * The services of a page as the list shows them: each with its page's address in the page's
 * language, checked by core's `safeUrl` (through `checkedHref`). A service without a safe address is
 * left out rather than shown as a dead link. `openApp`, when given, makes an app-only service a
 * button that opens the mini-app download dialog instead (spec 001 §2, §6).
 */
export function serviceListItemsOf(
  services: readonly ServiceListItem[],
  locale: PortalLocale,
  origin: string,
  openApp?: (service: ServiceListItem) => void,
): AllServicesItem[] {
  return services.flatMap((service): AllServicesItem[] => {
    const base = {
      id: service.id,
      title: service.title,
      description: service.description,
      entityName: service.entityName,
    };
    if (service.mobileAppOnly && openApp !== undefined) {
      return [{ ...base, onOpenApp: () => openApp(service) }];
    }
    const path = service.path;
    const href = checkedHref(
      path.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(path) ? path : `/${path}`,
      locale,
      origin,
    );
    return href === undefined ? [] : [{ ...base, href }];
  });
}
