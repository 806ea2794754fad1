import { DEFAULT_SPACE_KIND, journeyPath, spaceCodeOf, spaceKindOfCode } from '@portal/core';
import {
  Link,
  SpaceRequests,
  spaceKindLinksOf,
  spaceRequestsDataOf,
  spaceRequestsLabelsOf,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { pagePath } from '../../platform/pages/pagePath';
import { usePageSearch } from '../../platform/pages/usePageSearch';
import { queryStateOf } from '../../shell/dataState/queryState';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { LockerFrame } from './LockerFrame';
import { spaceRequestsQuery } from './lockerHomeQueries';

/**
 * My spaces (SCREENS.md S8.3 `/spaces?spaceCode=`; spec 001 §2): the person's business or property
 * spaces, switched by links that set `spaceCode` (buss, prop), each space with its request
 * statistics and its requests as the locker's cards. A request that is part of a journey links to
 * its journey, as the locker's journey cards do: the one page of a request's details the portal
 * has (the spec shows none for a single request).
 * Without `spaceCode` (or with one the page does not know) the page shows core's
 * `DEFAULT_SPACE_KIND` (business, the first kind of the switch) and marks it as the kind shown.
 */
export function SpacesPage() {
  const locale = usePageLocale();
  const t = useMessages('locker', 'common');
  const { client } = appClientsFor(locale);
  const search = usePageSearch('spaces');
  const kind = spaceKindOfCode(search.spaceCode) ?? DEFAULT_SPACE_KIND;
  const spaces = useQuery(spaceRequestsQuery(client, kind));
  const now = new Date();
  // A card's request by its id, for the link to its journey.
  const journeyIdOfRequest = new Map(
    (spaces.data?.spaces ?? []).flatMap((entry) =>
      entry.requests.flatMap((request) =>
        request.id === undefined || request.journeyInstanceId === undefined
          ? []
          : [[request.id, request.journeyInstanceId] as const],
      ),
    ),
  );

  return (
    <LockerFrame title={t('locker.spaces.title')}>
      <p className="max-w-prose text-body text-ink-muted">{t('locker.spaces.intro')}</p>
      <SpaceRequests
        labels={spaceRequestsLabelsOf(t, kind)}
        kinds={spaceKindLinksOf(t, (spaceCode) => pagePath(locale, 'spaces', {}, { spaceCode }))}
        currentKind={spaceCodeOf(kind)}
        renderLink={(link) => <RouterAnchor {...link} />}
        state={queryStateOf(spaces, t('something.wentWrong'), (answer) =>
          spaceRequestsDataOf(answer, t, locale, now),
        )}
        requestActions={(request) => {
          const journeyId = journeyIdOfRequest.get(request.id);
          return journeyId === undefined ? undefined : (
            <Link asChild variant="standalone">
              <RouterAnchor
                href={journeyPath(locale, journeyId)}
                aria-label={`${t('journey.view')}: ${request.title}`}
              >
                {t('journey.view')}
              </RouterAnchor>
            </Link>
          );
        }}
        emptyAction={
          <Link asChild variant="standalone">
            <RouterAnchor href={pagePath(locale, 'services')}>
              {t('locker.applications.browseServices')}
            </RouterAnchor>
          </Link>
        }
      />
    </LockerFrame>
  );
}
