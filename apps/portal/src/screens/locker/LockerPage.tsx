import { journeyPath, pageCountOf, spaceKindOfCode } from '@portal/core';
import {
  AlertDialog,
  ApplicationList,
  Link,
  applicationListLabelsOf,
  Tabs,
  TabsList,
  TabsPanel,
  TabsTab,
  type ApplicationCardData,
  type ApplicationListFilterValues,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { appClientsFor } from '../../platform/api/appClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { LockerAreaLinks } from './LockerAreaLinks';
import { LockerFrame } from './LockerFrame';
import { LockerWidgetsArea } from './LockerWidgetsArea';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { SpaceStatisticsArea } from './SpaceStatisticsArea';
import { SpotlightsArea } from './SpotlightsArea';
import {
  combinedListInputOf,
  combinedListQuery,
  INITIAL_FILTERS,
  isFiltered,
  journeyListQuery,
  listStateOf,
  PAGE_SIZE,
  serviceOptionsOf,
} from './useApplicationLists';
import { useDiscardDraft } from './useDiscardDraft';
import { useLockerItemAnalytics } from './useLockerItemAnalytics';
import { usePageSearch } from '../../platform/pages/usePageSearch';
import { PageStatusNote } from '../../shell/status/PageStatusNote';
import { useStatusNote } from '../../shell/status/useStatusNote';

// What the route starts as the page loads, beside its code (src/routes/pageQueries.ts).
export { startPageQueries } from './LockerPageQueries';

/**
 * The personal locker (SCREENS.md S3.1, S3.2, S3.5): links to its areas; applications in progress
 * as requests and drafts (filters, service, pages of 10) and journeys (pages of 20), where a draft
 * can be discarded and a journey card opens its journey (S3.3); the widgets; the spotlights; and the
 * request statistics of the person's spaces (only business or property ones with `?spaceCode=`).
 * Each item shown in status 1–4 sends its analytics event (spec 000 §4).
 */
export function LockerPage() {
  const locale = usePageLocale();
  const t = useMessages('locker', 'common');
  const { client } = appClientsFor(locale);
  const labels = applicationListLabelsOf(t);
  const now = new Date();

  const [filters, setFilters] = useState<ApplicationListFilterValues>(INITIAL_FILTERS);
  const [page, setPage] = useState(1);
  const [journeyPage, setJourneyPage] = useState(1);
  const combined = useQuery(combinedListQuery(client, combinedListInputOf(filters, page)));
  const journeys = useQuery(journeyListQuery(client, journeyPage));
  useLockerItemAnalytics(combined.data?.items);
  useLockerItemAnalytics(journeys.data?.items);
  const search = usePageSearch('locker');
  const spaceKind = spaceKindOfCode(search.spaceCode);
  // A journey card opens its journey (the card's id is the stage's; the journey is its instance).
  const journeyIdOfCard = new Map(
    (journeys.data?.items ?? []).map((item) => [item.id, item.journeyInstanceId] as const),
  );

  const [discarding, setDiscarding] = useState<ApplicationCardData | undefined>();
  const status = useStatusNote();
  const discard = useDiscardDraft(client);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const changeFilters = (next: ApplicationListFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const confirmDiscard = () => {
    if (!discarding) return;
    discard.mutate(discarding.id, {
      onSuccess: (outcome) => {
        status.show(
          outcome.ok
            ? { tone: 'success', message: t('locker.draft.discarded') }
            : { tone: 'error', message: t('locker.draft.discardFailed') },
        );
      },
      onError: () => status.show({ tone: 'error', message: t('locker.draft.discardFailed') }),
      onSettled: () => {
        setDiscarding(undefined);
        // The card and its button may be gone: the list's heading takes the focus.
        headingRef.current?.focus();
      },
    });
  };

  return (
    <LockerFrame>
      <LockerAreaLinks />
      <section aria-labelledby="locker-applications" className="flex min-w-0 flex-col gap-4">
        <h2
          id="locker-applications"
          ref={headingRef}
          tabIndex={-1}
          className="text-title font-semibold focus:outline-none"
        >
          {t('locker.applications.title')}
        </h2>
        <PageStatusNote note={status.note} onClear={status.clear} />
        <Tabs defaultValue="combined">
          <TabsList aria-label={t('locker.applications.title')}>
            <TabsTab value="combined">{t('locker.applications.requestsAndDrafts')}</TabsTab>
            <TabsTab value="journeys">{t('locker.applications.journeys')}</TabsTab>
          </TabsList>
          <TabsPanel value="combined">
            <ApplicationList
              labels={labels}
              state={listStateOf(combined, t, locale, now)}
              filters={{
                value: filters,
                onValueChange: changeFilters,
                serviceOptions: serviceOptionsOf(combined.data, locale),
                isFiltered: isFiltered(filters),
                onClear: () => changeFilters(INITIAL_FILTERS),
              }}
              page={page}
              pageCount={pageCountOf(combined.data?.totalCount, PAGE_SIZE.combined)}
              onPageChange={setPage}
              onDiscardDraft={setDiscarding}
            />
          </TabsPanel>
          <TabsPanel value="journeys">
            <ApplicationList
              labels={labels}
              state={listStateOf(journeys, t, locale, now)}
              page={journeyPage}
              pageCount={pageCountOf(journeys.data?.totalCount, PAGE_SIZE.journeys)}
              onPageChange={setJourneyPage}
              cardActions={(item) => {
                const journeyId = journeyIdOfCard.get(item.id);
                return journeyId === undefined ? undefined : (
                  <Link asChild variant="standalone">
                    <RouterAnchor
                      href={journeyPath(locale, journeyId)}
                      aria-label={`${t('journey.view')}: ${item.title}`}
                    >
                      {t('journey.view')}
                    </RouterAnchor>
                  </Link>
                );
              }}
            />
          </TabsPanel>
        </Tabs>
      </section>
      <LockerWidgetsArea />
      <SpotlightsArea />
      <SpaceStatisticsArea kind={spaceKind} />
      <AlertDialog
        open={discarding !== undefined}
        onOpenChange={(open) => {
          if (!open && !discard.isPending) setDiscarding(undefined);
        }}
        title={t('locker.draft.discardTitle')}
        description={t('locker.draft.discardConfirm')}
        primaryAction={{
          label: t('locker.draft.discard'),
          variant: 'danger',
          loading: discard.isPending,
          loadingLabel: t('locker.draft.discarding'),
          onClick: (event) => {
            event.preventDefault();
            confirmDiscard();
          },
        }}
        secondaryAction={{ label: t('common.cancel') }}
      />
    </LockerFrame>
  );
}
