import { serviceGspPathOf, shellMessages } from '@portal/core';
import {
  Breadcrumbs,
  Link,
  ServiceDetails,
  serviceDetailsLabelsOf,
  serviceDetailsViewOf,
  serviceNameOf,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { usePrerender } from '../../platform/api/prerenderContext';
import { SERVICE_SITE_ORIGINS } from '../../platform/config/trustedOrigins';
import { useAppClients } from '../../platform/api/useAppClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { usePageOrigin } from '../../platform/page/usePageOrigin';
import { pagePath } from '../../platform/pages/pagePath';
import { usePageParams } from '../../platform/pages/usePageParams';
import { isServiceListAudience } from '../../platform/pages/serviceListBundle';
import { queryStateOf } from '../../shell/dataState/queryState';
import { useDocumentDescription } from '../../shell/document/useDocumentDescription';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { useSessionHint } from '../../shell/session/useSessionHint';
import { serviceQuery } from './serviceQuery';
import { useMiniAppDownload } from '../../shell/apps/useMiniAppDownload';

/** The pin toggle of a signed-in person, with the favourite calls (S7.1). */
const FavouritePinArea = lazy(() => import('./FavouritePinArea'));

/**
 * `/services/{entity}/{category}/{slug}` (SCREENS.md S7.1): the service the catalogue has at that
 * path (`GET /pub/service/gsp-path/services/…`), with its start: a link to the entity's site that
 * says it leaves the portal, the download-app dialog for an app-only service, or "Sign in to start"
 * for a visitor, coming back here. Home › Services › the service; the document's title and
 * description are the service's. No service at the path is the not-found state, with a way to all
 * services (and, drawn by the server, a 404).
 */
export function ServicePage() {
  const locale = usePageLocale();
  const t = useMessages('services', 'common');
  const origin = usePageOrigin();
  const signedIn = useSessionHint();
  const miniApp = useMiniAppDownload();
  const { entity, category, slug } = usePageParams('service');
  const { client } = useAppClients(locale);
  const read = useQuery(serviceQuery(client, serviceGspPathOf({ entity, category, slug })));
  const service = read.data ?? undefined;
  // Drawn by the server (page table `renderedOnRequest`): no service here is answered with 404.
  const prerender = usePrerender();
  if (read.data === null) prerender?.reportNotFound();

  const name = service ? serviceNameOf(service) : undefined;
  const entityName = service?.ServiceResponsibleEntity?.name?.trim() ?? '';
  useDocumentTitle(name, shellMessages(locale).siteName);
  useDocumentDescription(
    service && name
      ? service.Description?.trim() || t('service.metaDescription', { name, entity: entityName })
      : undefined,
  );

  const state = queryStateOf(read, t('service.error'), (answer) =>
    answer === null
      ? undefined
      : serviceDetailsViewOf(t, answer, {
          locale,
          signedIn,
          onOpenApp: miniApp.open,
          origin,
          allowedOrigins: SERVICE_SITE_ORIGINS,
        }),
  );

  const bundle = service?.Bundle?.trim() ?? '';
  const allServicesHref = pagePath(locale, 'allServices', {
    audience: isServiceListAudience(bundle) ? bundle : 'individual',
  });
  // S7.1: a signed-in person may pin or unpin the service (a visitor sees no toggle, and loads none).
  const pinnable = signedIn ? (service?.id ?? undefined) : undefined;

  const crumbs = [
    { label: t('service.breadcrumbs.home'), href: pagePath(locale, 'home') },
    { label: t('service.breadcrumbs.services'), href: allServicesHref },
    ...(name ? [{ label: name }] : []),
  ];

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumbs
        label={shellMessages(locale).breadcrumbs.label}
        items={crumbs}
        renderLink={({ href, ...link }) => <RouterAnchor href={href} {...link} />}
      />
      <ServiceDetails
        state={state}
        labels={serviceDetailsLabelsOf(t)}
        headerAction={
          pinnable ? (
            <Suspense fallback={null}>
              <FavouritePinArea locale={locale} serviceId={pinnable} />
            </Suspense>
          ) : null
        }
        notFoundAction={
          <Link variant="standalone" asChild>
            <RouterAnchor href={allServicesHref}>{t('service.browseAll')}</RouterAnchor>
          </Link>
        }
        renderLink={(link) => <RouterAnchor {...link} />}
      />
      {miniApp.dialog}
    </div>
  );
}
