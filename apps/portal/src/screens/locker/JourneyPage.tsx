import { appointmentPath, journeyOf } from '@portal/core';
import { getJourneyById, journeyByIdCall } from '@portal/core/api/applications';
import { isPortalError } from '@portal/core/client';
import { JourneyStages, journeyStagesLabelsOf, journeyViewOf, Link } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { portalQuery } from '../../platform/api/portalQuery';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { LockerFrame } from './LockerFrame';
import { queryStateOf } from '../../shell/dataState/queryState';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { usePageParams } from '../../platform/pages/usePageParams';
import { pagePath } from '../../platform/pages/pagePath';

/**
 * A multi-service journey (SCREENS.md S3.3): its stages in order (core's `journeyOf`), each with its
 * status in words, the current one marked, and a link to a stage's appointment. A journey the
 * server does not know (404) reads as "not found" with the way back to My locker.
 */
export function JourneyPage() {
  const locale = usePageLocale();
  const t = useMessages('locker', 'common');
  const { client } = appClientsFor(locale);
  const { journeyId } = usePageParams('lockerJourney');
  const journey = useQuery(portalQuery(journeyByIdCall, client, journeyId, getJourneyById));
  const notFound =
    (journey.isSuccess && journey.data === undefined) ||
    (isPortalError(journey.error) && journey.error.status === 404);

  const state = notFound
    ? ({ status: 'ready', data: { title: undefined, summary: undefined, stages: [] } } as const)
    : queryStateOf(journey, t('something.wentWrong'), (answer) =>
        journeyViewOf(journeyOf(answer?.raw), t, locale, new Date(), (id) =>
          appointmentPath(locale, id),
        ),
      );

  return (
    <LockerFrame title={t('journey.title')}>
      <JourneyStages
        state={state}
        labels={{
          ...journeyStagesLabelsOf(t),
          empty: notFound ? t('journey.notFound') : t('journey.empty'),
        }}
        renderLink={(link) => <RouterAnchor {...link} />}
        emptyAction={
          <Link asChild variant="standalone">
            <RouterAnchor href={pagePath(locale, 'locker')}>
              {t('locker.backToLocker')}
            </RouterAnchor>
          </Link>
        }
      />
    </LockerFrame>
  );
}
